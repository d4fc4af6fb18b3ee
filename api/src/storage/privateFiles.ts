import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds password hashes, one-time-code secrets and the token-signing key: only the
 * server's own user may read it. Folders are 0700 and files 0600, whatever the umask says.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const OPEN_TO_OTHERS = 0o077;

/** Creates `folder` (and missing parents) and makes it private. */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(folder, PRIVATE_FOLDER_MODE);
}

/**
 * Creates `file` empty and private when it does not exist yet. SQLite gives its `-wal` and `-shm`
 * files the mode of the database file, so creating that one 0600 keeps all three private.
 */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * Takes group and other permissions away from everything under `roots` (files created by an older
 * version, or under a loose umask). Returns the paths it changed so the caller can log them.
 * Symbolic links are left alone: their target may be anything.
 */
export function tightenModes(roots: readonly string[]): string[] {
  const changed: string[] = [];
  const visit = (entry: string): void => {
    let stats;
    try {
      stats = lstatSync(entry);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & OPEN_TO_OTHERS) !== 0) {
      chmodSync(entry, wanted);
      changed.push(entry);
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  for (const root of new Set(roots.map((root) => path.resolve(root)))) visit(root);
  return changed;
}
