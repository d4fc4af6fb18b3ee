import { randomUUID } from 'node:crypto';
import type { ImageRef } from '@nail-or-never/shared/schemas';
import type { FileStorage } from './fileStorage';
import type { ProcessedImage } from './imageProcessing';

/** What a record keeps about its picture. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** A generated name: nothing from the client's file name reaches the storage. */
const newImageKey = (): string => `images/${randomUUID()}`;
const displayKey = (imageKey: string) => `${imageKey}.webp`;
const thumbnailKey = (imageKey: string) => `${imageKey}.thumb.webp`;

export const imageFileKeys = (imageKey: string): string[] => [displayKey(imageKey), thumbnailKey(imageKey)];

export async function putImage(storage: FileStorage, image: ProcessedImage): Promise<StoredImage> {
  const key = newImageKey();
  try {
    await storage.put(displayKey(key), image.display, 'image/webp');
    await storage.put(thumbnailKey(key), image.thumbnail, 'image/webp');
  } catch (error) {
    await deleteImages(storage, [key]);
    throw error;
  }
  return { key, width: image.width, height: image.height };
}

/**
 * Removes the files of each image. Called after a commit (or instead of one); a failure is logged
 * by the caller and leaves an orphan file, never a broken record.
 */
export async function deleteImages(storage: FileStorage, imageKeys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(imageKeys.flatMap(imageFileKeys).map((key) => storage.delete(key)));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}

export function toImageRef(storage: FileStorage, key: string, width: number, height: number): ImageRef {
  return { url: storage.url(displayKey(key)), thumbnailUrl: storage.url(thumbnailKey(key)), width, height };
}
