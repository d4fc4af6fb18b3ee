import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './fileStorage';
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
  };
}
