import { sql, type Kysely, type Transaction } from 'kysely';
import type { SqlDialect } from './createDatabase';
import type { Database } from './schema';

/**
 * PostgreSQL advisory locks, in their two-key form: the first key says "this application" so no
 * other program sharing the server collides with us, the second which piece of work.
 */
const APPLICATION_KEY = 0x4e4f4e41;

export const ADVISORY_LOCKS = {
  orphanPictureSweep: 1,
  expiredRowPurge: 2,
  firstAdministrator: 3,
  /** A booking without `clientId` finding or making its client: two at once must not make two. */
  clientFromBooking: 4,
  /** Role changes and deactivations: the last active owner must stay, even against two at once. */
  teamOwners: 5,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

const advisoryLockKeys = (lock: AdvisoryLock): [number, number] => [APPLICATION_KEY, ADVISORY_LOCKS[lock]];

export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` unless another instance is running work under the same lock right now; then returns
 * `{ ran: false }` at once instead of waiting (the other instance is doing the same job). The lock is
 * held by one pooled connection for the whole run and dies with it, so a crashed instance never
 * leaves it taken. SQLite is one file on one machine, one instance: the work just runs.
 */
export async function runIfFree<T>(db: Kysely<Database>, dialect: SqlDialect, lock: AdvisoryLock, work: () => Promise<T>): Promise<ExclusiveRun<T>> {
  if (dialect !== 'postgres') return { ran: true, result: await work() };
  const [application, job] = advisoryLockKeys(lock);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${application}::int, ${job}::int) as locked`.execute(connection);
    if (rows[0]?.locked !== true) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${application}::int, ${job}::int)`.execute(connection);
    }
  });
}

/**
 * Waits for the lock and holds it until `transaction` ends: work that must not run twice at once and
 * must not be skipped either (creating the first administrator). A no-op on SQLite: there a
 * transaction whose reads went stale cannot write (WAL snapshot), so the later of two fails instead.
 */
export async function lockForTransaction(transaction: Transaction<Database>, dialect: SqlDialect, lock: AdvisoryLock): Promise<void> {
  if (dialect !== 'postgres') return;
  const [application, job] = advisoryLockKeys(lock);
  await sql`select pg_advisory_xact_lock(${application}::int, ${job}::int)`.execute(transaction);
}
