import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** Remote name -> URL of its `mf-manifest.json` (or `remoteEntry.js`), as the host registers them. */
export type RemotesMap = Record<string, string>;

const remotesMapSchema = z.record(z.string().regex(/^[A-Za-z_][\w-]*$/, 'remote names are identifiers'), z.string().min(1, 'URLs must not be empty'));

export function defaultRemotesMap(remoteNames: string[]): RemotesMap {
  return Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** The operator's file could not be used; the message names the file and what is wrong with it. */
export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

/**
 * Reads the operator's remotes file. Re-read on every request so pointing a remote at another build
 * needs no restart; a broken file is an error, never silently replaced by the default, because the
 * operator asked for something specific.
 */
export async function readRemotesConfigFile(file: string): Promise<RemotesMap> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new RemotesConfigError(`Cannot read REMOTES_CONFIG file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RemotesConfigError(`REMOTES_CONFIG file ${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = remotesMapSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`).join('; ');
    throw new RemotesConfigError(`REMOTES_CONFIG file ${file} must be an object of remote name -> manifest URL (${problems})`);
  }
  return parsed.data;
}
