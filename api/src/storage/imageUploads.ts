import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { processImageUpload, type ProcessedImage } from './imageProcessing';
import { deleteImages, putImage, type StoredImage } from './imageStore';
import { serviceUnavailable } from '../http/httpErrors';
import type { UploadedFile } from '../http/uploadedFile';

const STORAGE_DOWN = 'The picture could not be saved: the picture storage does not answer. Nothing was changed; try again in a moment.';

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
  const stored = processed ? await storeOrRefuse(app, log, processed) : null;
  try {
    return await work(stored);
  } catch (error) {
    if (stored) await deleteImagesAfterCommit(app, log, [stored.key]);
    throw error;
  }
}

/** A storage outage is not the administrator's fault nor a bug: say so plainly, log the cause for the operator. */
async function storeOrRefuse(app: FastifyInstance, log: FastifyBaseLogger, processed: ProcessedImage): Promise<StoredImage> {
  try {
    return await putImage(app.storage, processed);
  } catch (error) {
    log.error({ err: error }, 'storing an uploaded picture failed');
    throw serviceUnavailable(STORAGE_DOWN);
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
