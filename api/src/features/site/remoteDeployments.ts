import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatRemotesFile, readRemotesFile, type RemotesFile } from './remotesConfig';

/** How many earlier builds of one remote the file remembers for rollback. */
export const ROLLBACK_DEPTH = 20;

/** The file as the server would read it; a file not created yet is an empty one (all built-in). */
export async function loadRemotesFile(file: string): Promise<RemotesFile> {
  if (!existsSync(file)) return { remotes: {}, previous: {} };
  return readRemotesFile(file);
}

/**
 * Replaces the file in one step: every server reads either the old or the new file, never half of
 * one. The temp file sits beside it, since a rename is only atomic within one file system.
 */
export async function writeRemotesFileAtomically(file: string, contents: RemotesFile): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, formatRemotesFile(contents), { flag: 'wx', mode: 0o644 });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Points `name` at `url`, remembering what it pointed at before (null: the built-in build). */
export function withRemoteSet({ remotes, previous }: RemotesFile, name: string, url: string): RemotesFile {
  const history = [...(previous[name] ?? []), remotes[name] ?? null].slice(-ROLLBACK_DEPTH);
  return { remotes: { ...remotes, [name]: url }, previous: { ...previous, [name]: history } };
}

/** Puts `name` back on the build it pointed at before the last `set`; null when there is none. */
export function withRemoteRolledBack({ remotes, previous }: RemotesFile, name: string): { file: RemotesFile; restored: string | null } | null {
  const history = previous[name] ?? [];
  if (history.length === 0) return null;
  const restored = history.at(-1) ?? null;
  const { [name]: _current, ...others } = remotes;
  return {
    file: { remotes: restored === null ? others : { ...others, [name]: restored }, previous: { ...previous, [name]: history.slice(0, -1) } },
    restored,
  };
}
