import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/fileStorage';
import { missingPictureFiles } from '../storage/missingPictures';
import type { CliOutput } from './adminCommands';

export const CHECK_STORAGE = 'check-storage';

/** Lists every picture file a record names that the storage lacks; exit code 1 when any is missing. */
export async function checkStorage(db: Kysely<Database>, storage: FileStorage, where: string, output: CliOutput): Promise<number> {
  const missing = await missingPictureFiles(db, storage);
  if (missing.length === 0) {
    output.out(`Every picture the records use is in ${where}.`);
    return 0;
  }
  output.err(`${missing.length} picture file(s) the records use are missing from ${where}:`);
  for (const key of missing) output.err(`  ${key}`);
  return 1;
}
