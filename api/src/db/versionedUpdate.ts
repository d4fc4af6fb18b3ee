import { nowIso } from './columns';
import { entityNotFound, staleVersion, type RecordEntity } from '../http/recordErrors';
import { noteBefore } from '../features/auth/history/historyScope';

/** The record an update names: its id and the version the client read. */
export interface VersionTarget {
  id: number;
  version: number;
}

/** The columns every accepted update sets. */
export interface NextVersion {
  updatedAt: string;
  version: number;
}

/**
 * Optimistic concurrency, the one way every resource applies an update: `read` loads the row
 * (404 when it is gone), its version must be the one the client read (409 otherwise), then
 * `write` stores the change with `next` and must guard itself with `WHERE version = target.version`
 * and return the written row, or `undefined` when a concurrent writer won the race (409 too).
 * Run it inside a transaction so the read and the write see the same row.
 */
export async function updateVersioned<Current extends { version: number }, Written>(
  entity: RecordEntity,
  target: VersionTarget,
  read: () => Promise<Current | undefined>,
  write: (current: Current, next: NextVersion) => Promise<Written | undefined>,
): Promise<{ current: Current; written: Written }> {
  const current = await read();
  if (!current) throw entityNotFound(entity, target.id);
  if (current.version !== target.version) throw staleVersion(entity);
  noteBefore(current);
  const written = await write(current, { updatedAt: nowIso(), version: target.version + 1 });
  if (written === undefined) throw staleVersion(entity);
  return { current, written };
}
