import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** Remote name -> URL of its `mf-manifest.json` (or `remoteEntry.js`), as the host registers them. */
export type RemotesMap = Record<string, string>;

/**
 * Per remote, the URLs it pointed at before, most recent last; `null` stands for "not named in the
 * file", i.e. the server's built-in build. Kept in the same file as the map so one rename keeps both
 * consistent (`remote set` / `remote rollback`).
 */
export type PreviousEntries = Record<string, Array<string | null>>;

export interface RemotesFile {
  remotes: RemotesMap;
  previous: PreviousEntries;
}

/** The one key of the file that is not a remote (remote names are identifiers, never start with `$`). */
export const PREVIOUS_KEY = '$previous';

const remoteNameSchema = z.string().regex(/^[A-Za-z_][\w-]*$/, 'remote names are identifiers');
const manifestUrlSchema = z.string().min(1, 'URLs must not be empty');
const remotesMapSchema = z.record(remoteNameSchema, manifestUrlSchema);
const previousEntriesSchema = z.record(remoteNameSchema, z.array(manifestUrlSchema.nullable()));

export function defaultRemotesMap(remoteNames: string[]): RemotesMap {
  return Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** The operator's file could not be used; the message names the file and what is wrong with it. */
export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

function problemsOf(error: z.ZodError, prefix: string[] = []): string {
  return error.issues.map((issue) => `${[...prefix, ...issue.path.map(String)].join('.') || '(top level)'}: ${issue.message}`).join('; ');
}

/** Checks the text of a remotes file; `file` only names it in messages. */
export function parseRemotesFile(text: string, file: string): RemotesFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RemotesConfigError(`REMOTES_CONFIG file ${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const shape = `REMOTES_CONFIG file ${file} must be an object of remote name -> manifest URL`;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new RemotesConfigError(`${shape} ((top level): not an object)`);
  const { [PREVIOUS_KEY]: previousJson = {}, ...remotesJson } = json as Record<string, unknown>;
  const remotes = remotesMapSchema.safeParse(remotesJson);
  if (!remotes.success) throw new RemotesConfigError(`${shape} (${problemsOf(remotes.error)})`);
  const previous = previousEntriesSchema.safeParse(previousJson);
  if (!previous.success) {
    throw new RemotesConfigError(`REMOTES_CONFIG file ${file} has a broken "${PREVIOUS_KEY}" history (${problemsOf(previous.error, [PREVIOUS_KEY])})`);
  }
  return { remotes: remotes.data, previous: previous.data };
}

/** The file's text for a map and its history (the history only when there is one). */
export function formatRemotesFile({ remotes, previous }: RemotesFile): string {
  const hasHistory = Object.values(previous).some((entries) => entries.length > 0);
  return `${JSON.stringify(hasHistory ? { ...remotes, [PREVIOUS_KEY]: previous } : remotes, null, 2)}\n`;
}

export async function readRemotesFile(file: string): Promise<RemotesFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new RemotesConfigError(`Cannot read REMOTES_CONFIG file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseRemotesFile(text, file);
}

/**
 * Reads the operator's remotes map. Re-read on every request so pointing a remote at another build
 * needs no restart; a broken file is an error, never silently replaced by the default, because the
 * operator asked for something specific.
 */
export async function readRemotesConfigFile(file: string): Promise<RemotesMap> {
  return (await readRemotesFile(file)).remotes;
}
