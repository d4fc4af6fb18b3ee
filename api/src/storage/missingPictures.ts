import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from './fileStorage';
import { imageFileKeys } from './imageStore';
import { referencedPictureKeys } from './pictureRegistry';

/** How many files are looked up at once: quick on a bucket, gentle on its request limits. */
const LOOKUPS_AT_ONCE = 16;

/**
 * The file keys (display and thumbnail) of every picture a row names that the storage does not hold:
 * what a restore of the database without its pictures, or a wrong bucket or prefix, looks like.
 */
export async function missingPictureFiles(db: Kysely<Database>, storage: FileStorage): Promise<string[]> {
  const wanted = [...(await referencedPictureKeys(db))].flatMap(imageFileKeys).sort();
  const missing: string[] = [];
  for (let start = 0; start < wanted.length; start += LOOKUPS_AT_ONCE) {
    const batch = wanted.slice(start, start + LOOKUPS_AT_ONCE);
    const found = await Promise.all(batch.map((key) => storage.exists(key)));
    missing.push(...batch.filter((_key, index) => !found[index]));
  }
  return missing;
}
