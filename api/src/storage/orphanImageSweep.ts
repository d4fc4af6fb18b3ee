import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage, StoredFile } from './fileStorage';
import type { PeriodicJob } from '../ops/periodicJobs';
import { referencedPictureKeys } from './pictureRegistry';

/** Files younger than this may belong to an upload whose row is still being written. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** `images/<uuid>.webp`, `images/<uuid>.thumb.webp` and `<either>.<uuid>.partial` -> `images/<uuid>`. */
const STORED_FILE = /^([0-9a-f-]{36})(?:\.thumb)?\.webp(?:\.[0-9a-f-]{36}\.partial)?$/;

/**
 * Removes picture files no row points at, older than an hour: what a crash between writing the
 * files and committing the row (or a failed delete) leaves behind. A file whose key any source of
 * `PICTURE_SOURCES` names stays, display and thumbnail alike, however old. Half-written `.partial`
 * files of that age go whatever their key: no row and no URL ever names one, and the write that made
 * it either renamed another copy into place or failed (only the local folder makes them). Names the
 * API never writes are left alone. Works on any backend (the local folder, an S3 bucket under its
 * prefix); returns what was removed.
 */
export async function sweepOrphanImages(db: Kysely<Database>, storage: FileStorage, now = Date.now()): Promise<string[]> {
  const files: StoredFile[] = [];
  for await (const file of storage.list('images/')) files.push(file);
  // Read the rows after listing the files: a file listed before its row commits is then either
  // referenced or young, never wrongly old and unreferenced.
  const referenced = await referencedPictureKeys(db);
  const removed: string[] = [];
  for (const { key, modifiedAtMs } of files) {
    const name = key.slice('images/'.length);
    const match = STORED_FILE.exec(name);
    const isPartial = name.endsWith('.partial');
    if (!match && !isPartial) continue;
    if (match && !isPartial && referenced.has(`images/${match[1]}`)) continue;
    if (now - modifiedAtMs < ORPHAN_MIN_AGE_MS) continue;
    try {
      await storage.delete(key);
      removed.push(key);
    } catch {
      // Gone meanwhile, or a name the storage refuses to touch: nothing to sweep.
    }
  }
  return removed;
}

/** The sweep as periodic work: on one instance at a time, with what it removed in the log. */
export const orphanPictureSweepJob = (app: FastifyInstance): PeriodicJob => ({
  lock: 'orphanPictureSweep',
  everyMs: app.config.periodicWork.orphanSweepEveryMs,
  run: async () => {
    const removed = await sweepOrphanImages(app.db, app.storage);
    if (removed.length > 0) app.log.warn({ files: removed }, `removed ${removed.length} picture file(s) no record uses`);
  },
});
