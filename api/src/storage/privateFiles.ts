import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds password hashes, one-time-code secrets and the token-signing key: only the
 * server's own user may read it. Folders are 0700 and files 0600, whatever the umask says.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const OPEN_TO_OTHERS = 0o077;

/** The sticky bit: set on folders every user writes to, such as /tmp. */
const SHARED_FOLDER_BIT = 0o1000;

const isSharedFolder = (mode: number): boolean => (mode & SHARED_FOLDER_BIT) !== 0;

/**
 * Creates `folder` (and missing parents) and makes it private. A folder every user shares (/tmp,
 * /var/tmp) is refused: making it 0700 would lock every other program out of it.
 */
export function ensurePrivateFolder(folder: string): void {
  let existing;
  try {
    existing = lstatSync(folder);
  } catch {
    existing = null;
  }
  if (existing && isSharedFolder(existing.mode)) {
    throw new Error(`${folder} is a folder all users share: give the server a folder of its own inside it (for example ${path.join(folder, 'nail-or-never')}).`);
  }
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
 * Symbolic links and shared folders are left alone.
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
    // A link's target may be anything; a shared folder (sticky bit) belongs to every user.
    if (stats.isSymbolicLink() || (stats.isDirectory() && isSharedFolder(stats.mode))) return;
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
