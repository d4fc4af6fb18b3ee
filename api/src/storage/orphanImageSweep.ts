import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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
 * it either renamed another copy into place or failed. Names the API never writes are left alone.
 * Only the local uploads folder is swept; returns what was removed.
 */
export async function sweepOrphanImages(db: Kysely<Database>, uploadsDir: string, now = Date.now()): Promise<string[]> {
  const folder = path.join(uploadsDir, 'images');
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  // Read the rows after listing the files: a file listed before its row commits is then either
  // referenced or young, never wrongly old and unreferenced.
  const referenced = await referencedPictureKeys(db);
  const removed: string[] = [];
  for (const name of names) {
    const match = STORED_FILE.exec(name);
    const isPartial = name.endsWith('.partial');
    if (!match && !isPartial) continue;
    if (match && !isPartial && referenced.has(`images/${match[1]}`)) continue;
    const file = path.join(folder, name);
    try {
      if (now - (await stat(file)).mtimeMs < ORPHAN_MIN_AGE_MS) continue;
      await rm(file, { force: true });
      removed.push(`images/${name}`);
    } catch {
      // Gone meanwhile: nothing to sweep.
    }
  }
  return removed;
}

/** The sweep as periodic work: on one instance at a time, with what it removed in the log. */
export const orphanPictureSweepJob = (app: FastifyInstance): PeriodicJob => ({
  lock: 'orphanPictureSweep',
  everyMs: app.config.periodicWork.orphanSweepEveryMs,
  run: async () => {
    const removed = await sweepOrphanImages(app.db, app.config.uploadsDir);
    if (removed.length > 0) app.log.warn({ files: removed }, `removed ${removed.length} picture file(s) no record uses`);
  },
});
