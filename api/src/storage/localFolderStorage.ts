import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage, type StoredFile } from './fileStorage';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './privateFiles';

/**
 * Files in a folder on this machine (`config.uploadsDir`), served by the API under `publicPath`.
 * Fine for one instance; several instances need a shared folder or an object-storage backend.
 */
export function createLocalFolderStorage(rootDir: string, publicPath: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileFor = (key: string): string => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    notReadyReason: 'the uploads folder cannot be written',

    async put(key, body) {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      // Write beside the target and rename: a reader never sees half a file, and a crash mid-write
      // leaves only a `.partial` file, never a broken image under a real key.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx', mode: PRIVATE_FILE_MODE });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    url(key) {
      assertSafeKey(key);
      return `${publicPath.replace(/\/$/, '')}/${key}`;
    },

    async exists(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch {
        return false;
      }
    },

    async read(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    list: (prefix) => listFolder(root, prefix),

    async probe() {
      // A full disk, a read-only mount or a lost volume only shows when something is written. A dot
      // name outside images/: the unused-picture sweep never looks at it, and it is gone at once.
      const probe = path.join(root, `.ready-${randomUUID()}`);
      await writeFile(probe, '', { mode: PRIVATE_FILE_MODE });
      await rm(probe, { force: true });
    },

    async close() {},
  };
}

// Not `instanceof Error`: Node's own errors fail that check inside jest's sandbox.
const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** The files under `prefix` (a folder key ending in `/`), at any depth, like an object store's listing. */
async function* listFolder(root: string, prefix: string): AsyncIterable<StoredFile> {
  if (prefix !== '') assertSafeKey(prefix.replace(/\/$/, ''));
  const folder = path.join(root, ...prefix.split('/').filter(Boolean));
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      const { mtimeMs } = await stat(file);
      yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAtMs: mtimeMs };
    } catch (error) {
      // Removed since the folder was read: no longer there to list.
      if (!isMissing(error)) throw error;
    }
  }
}
