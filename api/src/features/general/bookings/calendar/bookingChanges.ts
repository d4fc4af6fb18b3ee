import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { writeTransaction } from '../../../../db/writeTransaction';
import { SINGLE_ROW_ID } from '../../generalTables';

/** Revisions whose changed bookings stay noted: far more than a front desk changes between two reads. */
export const BOOKING_CHANGES_KEPT = 10_000;

/** The bookings' revision now, and the first revision whose changes are all still noted (migration 021). */
export interface BookingsRevision {
  revision: number;
  changesFrom: number;
}

export async function bookingsRevision(db: Kysely<Database>): Promise<BookingsRevision> {
  const row = await db.selectFrom('bookingsRevision').select(['revision', 'changesFrom']).where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  return { revision: Number(row.revision), changesFrom: Number(row.changesFrom) };
}

/** The revision now, and the bookings changed after `since` (null when that cannot be told). */
export interface RevisionAndChanges {
  revision: number;
  changed: number[] | null;
}

/**
 * The revision now and the bookings changed after `since`, in one statement, so one snapshot: every
 * note up to the revision read is in it, and a purge that removed some of them has moved the mark
 * in the same commit, which this reads too. `changed` is null when that cannot be told: the notes
 * from then were purged, or more than `most` bookings changed (reading the whole range is then as cheap).
 */
export async function revisionAndChangesSince(db: Kysely<Database>, since: number, most: number): Promise<RevisionAndChanges> {
  const rows = await db
    .selectFrom('bookingsRevision as mark')
    .leftJoin(
      (eb) => eb.selectFrom('bookingChanges').select('bookingId').distinct().where('revision', '>', since).limit(most + 1).as('changed'),
      (join) => join.onTrue(),
    )
    .select(['mark.revision', 'mark.changesFrom', 'changed.bookingId'])
    .where('mark.id', '=', SINGLE_ROW_ID)
    .execute();
  const [first] = rows;
  if (!first) throw new Error('The bookings revision row is missing.');
  const changed = rows.flatMap((row) => (row.bookingId === null ? [] : [row.bookingId]));
  return { revision: Number(first.revision), changed: since + 1 >= Number(first.changesFrom) && changed.length <= most ? changed : null };
}

/** Forgets the notes of all but the last `kept` revisions; the mark moves first, in the same transaction. */
export async function purgeOldBookingChanges(db: Kysely<Database>, kept: number = BOOKING_CHANGES_KEPT): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const { revision, changesFrom } = await bookingsRevision(trx);
    const keepFrom = revision - kept + 1;
    if (keepFrom <= changesFrom) return;
    await trx.updateTable('bookingsRevision').set({ changesFrom: keepFrom }).where('id', '=', SINGLE_ROW_ID).execute();
    await trx.deleteFrom('bookingChanges').where('revision', '<', keepFrom).execute();
  });
}
