import { sql, type Kysely, type Selectable } from 'kysely';
import type { SqlDialect } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/writeTransaction';
import type { BookingMessagesTable } from '../../features/general/generalTables';

export type ClaimedMessage = Selectable<BookingMessagesTable>;

export interface ClaimRequest {
  /** This worker's name, written to `claimed_by`. */
  worker: string;
  now: number;
  leaseMs: number;
  limit: number;
}

/**
 * Takes up to `limit` due messages for one worker and counts a try on each: queued ones whose time
 * has come, and `sending` ones whose lease ran out (their worker died mid-send; the message is
 * sent again rather than lost). While the lease holds, no other worker takes them.
 *
 * PostgreSQL (several instances): one short transaction locks the due rows with
 * `FOR UPDATE SKIP LOCKED`, so two workers claiming at the same moment get different rows and
 * neither waits on the other, then sets the lease. SQLite (one instance): a single UPDATE … RETURNING,
 * which SQLite runs whole under its write lock.
 */
export async function claimDueMessages(db: Kysely<Database>, dialect: SqlDialect, request: ClaimRequest): Promise<ClaimedMessage[]> {
  const lease = { state: 'sending' as const, claimedBy: request.worker, claimedUntil: request.now + request.leaseMs, attempts: sql<number>`attempts + 1` };
  const due = (query: Kysely<Database>) =>
    query
      .selectFrom('bookingMessages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('sendAfter', '<=', request.now)]),
          eb.and([eb('state', '=', 'sending'), eb('claimedUntil', '<', request.now)]),
        ]),
      )
      .orderBy('sendAfter')
      .orderBy('id')
      .limit(request.limit);

  if (dialect === 'sqlite') {
    return db.updateTable('bookingMessages').set(lease).where('id', 'in', due(db)).returningAll().execute();
  }
  return writeTransaction(db, async (trx) => {
    const locked = await due(trx).forUpdate().skipLocked().execute();
    if (locked.length === 0) return [];
    const claimed = await trx
      .updateTable('bookingMessages')
      .set(lease)
      .where(
        'id',
        'in',
        locked.map((row) => row.id),
      )
      .returningAll()
      .execute();
    return claimed.sort((a, b) => Number(a.sendAfter) - Number(b.sendAfter) || a.id - b.id);
  });
}

export type SendOutcome = { state: 'sent' } | { state: 'logged' } | { state: 'retry'; error: string; retryAt: number } | { state: 'failed'; error: string };

/**
 * Records how a claimed message's send went, only while this worker still holds it: a worker whose
 * lease ran out and was taken over must not overwrite the new holder's result.
 */
export async function settleMessage(db: Kysely<Database>, message: ClaimedMessage, worker: string, outcome: SendOutcome, now: number): Promise<void> {
  const released = { claimedBy: null, claimedUntil: null };
  let changes;
  if (outcome.state === 'sent' || outcome.state === 'logged') changes = { ...released, state: outcome.state, sentAt: new Date(now).toISOString(), lastError: '' };
  else if (outcome.state === 'retry') changes = { ...released, state: 'queued' as const, sendAfter: outcome.retryAt, lastError: outcome.error };
  else changes = { ...released, state: 'failed' as const, lastError: outcome.error };
  await db.updateTable('bookingMessages').set(changes).where('id', '=', message.id).where('claimedBy', '=', worker).where('state', '=', 'sending').execute();
}
