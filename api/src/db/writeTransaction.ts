import type { Kysely, Transaction } from 'kysely';
import { conflict } from '../http/httpErrors';
import type { Database } from './schema';
import { recordRequestChange } from '../features/auth/history/recordHistory';
import { noteCommittedEvents, startTransactionRun, takeChangedRecords } from '../features/auth/history/historyScope';
import { appendLiveEvents, type LiveEvent } from './liveEventLog';

/**
 * PostgreSQL aborts one of two transactions that wait on each other (deadlock_detected) and, under
 * stricter isolation, one of two that saw each other's rows change (serialization_failure). Neither
 * is the request's fault: the same transaction run again a moment later normally goes through.
 */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** How many times one transaction runs at most, the first run included. */
export const WRITE_ATTEMPTS = 4;

export const BUSY_MESSAGE =
  'Other changes were being saved at the same moment, so this change was not saved. Please try again.';

export function isRetryableConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/**
 * Random waits that grow with each retry (about 5–10 ms, 10–20 ms, 20–40 ms): two transactions that
 * collided once would collide again if both started over at the same instant.
 */
function backoffMs(retry: number): number {
  const ceiling = 10 * 2 ** (retry - 1);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way the API runs a write transaction. `work` may run more than once, so it must change
 * nothing outside the database (files are stored before and deleted after, never inside). After
 * `WRITE_ATTEMPTS` aborted runs the client gets a 409 with `BUSY_MESSAGE`, never a 500. Inside a
 * request it also records the change in the history (features/history/recordHistory.ts) and, from
 * the history rows, the live events open calendars hear of (db/liveEventLog.ts).
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The request's history row and live events go in the same transaction: a failed write leaves none.
      let events: LiveEvent[] = [];
      const result = await db.transaction().execute(async (trx) => {
        startTransactionRun();
        const result = await work(trx);
        await recordRequestChange(trx, result);
        events = await appendLiveEvents(trx, takeChangedRecords());
        return result;
      });
      noteCommittedEvents(events);
      return result;
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= WRITE_ATTEMPTS) throw conflict(BUSY_MESSAGE);
      await pause(backoffMs(attempt));
    }
  }
}
