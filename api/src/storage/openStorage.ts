import type { FileStorage } from './fileStorage';
import { createLocalFolderStorage } from './localFolderStorage';
import { createS3Storage } from './s3Storage';
import type { StorageSettings } from './storageSettings';

/** The public path under which the API serves stored pictures, whichever backend holds them. */
export const UPLOADS_PUBLIC_PATH = '/uploads';

/** The backend the configuration names: the server and the operator commands use the same one. */
export function openStorage(settings: StorageSettings, uploadsDir: string): FileStorage {
  return settings.kind === 's3' ? createS3Storage(settings, UPLOADS_PUBLIC_PATH) : createLocalFolderStorage(uploadsDir, UPLOADS_PUBLIC_PATH);
}
