import type { FileStorage } from './fileStorage';
import { createLocalFolderStorage } from './localFolderStorage';
import type { StorageSettings } from './storageSettings';

/** The public path under which the API serves stored pictures, whichever backend holds them. */
export const UPLOADS_PUBLIC_PATH = '/uploads';

/** The backend the configuration names: the server and the operator commands use the same one. */
export async function openStorage(settings: StorageSettings, uploadsDir: string): Promise<FileStorage> {
  if (settings.kind === 'local') return createLocalFolderStorage(uploadsDir, UPLOADS_PUBLIC_PATH);
  // Loaded only when used: the AWS SDK is large and warns about old Node versions when loaded.
  const { createS3Storage } = await import('./s3Storage');
  return createS3Storage(settings, UPLOADS_PUBLIC_PATH);
}
