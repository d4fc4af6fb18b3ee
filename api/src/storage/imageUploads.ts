import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { processImageUpload } from './imageProcessing';
import { deleteImages, putImage, type StoredImage } from './imageStore';
import type { UploadedFile } from '../http/uploadedFile';

/**
 * Decodes and stores an uploaded picture, then runs `work` (the database change) with it. If the
 * change fails (bad version, duplicate name, rolled-back transaction) the new files are removed
 * again, so a failed request leaves nothing behind.
 */
export async function withStoredImage<T>(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  file: UploadedFile | undefined,
  work: (image: StoredImage | null) => Promise<T>,
): Promise<T> {
  // Decoding happens before anything is written: a rejected file never reaches the storage.
  const processed = file ? await processImageUpload(file.buffer) : null;
  const stored = processed ? await putImage(app.storage, processed) : null;
  try {
    return await work(stored);
  } catch (error) {
    if (stored) await deleteImagesAfterCommit(app, log, [stored.key]);
    throw error;
  }
}

/** `withStoredImage` for a form whose schema requires the picture: `work` always gets one. */
export async function withRequiredStoredImage<T>(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  file: UploadedFile,
  work: (image: StoredImage) => Promise<T>,
): Promise<T> {
  return withStoredImage(app, log, file, (stored) => {
    if (!stored) throw new Error('An uploaded image was expected');
    return work(stored);
  });
}

/**
 * Removes pictures whose rows are gone (or never came). Files cannot roll back with a
 * transaction, so this runs only after the commit; a failure leaves an orphan file, which is
 * logged, and never fails the request that already succeeded.
 */
export async function deleteImagesAfterCommit(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  imageKeys: ReadonlyArray<string | null>,
): Promise<void> {
  const keys = imageKeys.filter((key): key is string => key !== null);
  if (keys.length === 0) return;
  try {
    await deleteImages(app.storage, keys);
  } catch (error) {
    log.warn({ err: error, imageKeys: keys }, 'could not delete image files; they are orphans now');
  }
}
