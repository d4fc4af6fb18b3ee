import {
  BOOKING_TRANSITIONS,
  minutesOfDay,
  type Booking,
  type BookingSeries,
  type BookingSeriesCancelFollowingInput,
  type BookingSeriesCreateInput,
  type BookingSeriesFollowingInput,
  type BookingSeriesPreview,
  type BookingSeriesPreviewInput,
} from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { nowIso } from '../../../../db/columns';
import type { SqlDialect } from '../../../../db/createDatabase';
import type { Database } from '../../../../db/schema';
import { storedInstant } from '../../../../db/storedInstants';
import { updateVersioned } from '../../../../db/versionedUpdate';
import { writeTransaction } from '../../../../db/writeTransaction';
import { badRequest, conflict } from '../../../../http/httpErrors';
import { entityNotFound } from '../../../../http/recordErrors';
import { clientForBooking } from '../../clients/clientForBooking';
import { refreshLastVisit } from '../../clients/clientRows';
import { firstInstantAt } from '../../contact/firstInstantAt';
import { wallClockIn } from '../../contact/salonClock';
import { SINGLE_ROW_ID, type BookingSeriesTable } from '../../generalTables';
import { insertBooking, insertItems, keepBookedPrices, readBooking, span, withItems } from '../bookingRepository';
import { checkSchedule, planItems, type PlannedItem } from '../bookingRules';
import { queueBookingMessages, type BookingChange } from '../messages/bookingMessages';
import { checkVisit, conflictOf, visitWhen } from './seriesConflicts';
import { chosenVisits, plannedVisits } from './seriesPlan';

type Db = Kysely<Database> | Transaction<Database>;

const skippedList = z.array(z.number().int());

async function timeZoneOf(db: Db): Promise<string> {
  return (await db.selectFrom('contact').select('timeZone').where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow()).timeZone;
}

function toSeries(row: Selectable<BookingSeriesTable>, bookings: Booking[]): BookingSeries {
  return {
    id: row.id,
    everyWeeks: row.everyWeeks,
    ends: row.ends,
    times: row.times,
    until: row.until,
    skipped: skippedList.parse(JSON.parse(row.skipped)),
    bookings,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

async function readSeries(db: Db, id: number): Promise<BookingSeries> {
  const row = await db.selectFrom('bookingSeries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound('booking series', id);
  const visits = await db.selectFrom('bookings').selectAll().where('seriesId', '=', id).orderBy('startsAt').orderBy('id').execute();
  return toSeries(row, await withItems(db, visits));
}

/** Thrown to end the preview's transaction: whatever the checks did (a row lock) is undone. */
class PreviewRollback<T> {
  constructor(readonly value: T) {}
}

/**
 * Runs `work` in a transaction that is always rolled back: the preview asks exactly what creation
 * asks (`checkSchedule`, whatever it reads or locks) and keeps nothing. Through `writeTransaction`
 * for its deadlock retries; the thrown answer also means no history row is written.
 */
async function inRolledBackTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    await writeTransaction(db, async (trx) => {
      throw new PreviewRollback(await work(trx));
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.value as T;
    throw error;
  }
  throw new Error('The preview transaction ended without its answer.');
}

/** The statuses a visit can still be changed or cancelled from ("still to happen"). */
const CHANGEABLE = (['pending', 'confirmed'] as const).filter((status) => BOOKING_TRANSITIONS[status].includes('cancelled'));

/**
 * One e-mail per change of several visits: the first visit still to come announces it with the
 * others' dates; the rest only keep, replace or drop their own reminders.
 */
async function queueSeriesMessages(trx: Transaction<Database>, kind: BookingChange['kind'], bookings: Booking[], nowMs: number): Promise<void> {
  const upcoming = bookings.filter((booking) => storedInstant(booking.startsAt) > nowMs);
  const [first] = upcoming;
  for (const booking of bookings) {
    const announce = booking === first;
    const otherStarts = upcoming.filter((other) => other !== booking).map((other) => storedInstant(other.startsAt));
    await queueBookingMessages(trx, { kind, booking, series: announce ? { role: 'announce', otherStarts } : { role: 'quiet' } }, nowMs);
  }
}

/** The visits from `fromBookingId` on (by occurrence) that can still change, after checking the visit is in the series. */
async function followingVisits(trx: Transaction<Database>, seriesId: number, fromBookingId: number) {
  const from = await trx.selectFrom('bookings').select(['id', 'seriesId', 'seriesOccurrence', 'status']).where('id', '=', fromBookingId).executeTakeFirst();
  if (!from || from.seriesId !== seriesId || from.seriesOccurrence === null) {
    throw badRequest(`Booking ${fromBookingId} is not a visit of this repeating booking.`, { fromBookingId: 'Choose a visit of this repeating booking.' });
  }
  if (!CHANGEABLE.includes(from.status as (typeof CHANGEABLE)[number])) {
    throw conflict(`This visit is ${from.status.replace('_', '-')} and can no longer be changed. Choose a later visit.`, { fromBookingId: 'Already finished.' });
  }
  return trx
    .selectFrom('bookings')
    .selectAll()
    .where('seriesId', '=', seriesId)
    .where('seriesOccurrence', '>=', from.seriesOccurrence)
    .where('status', 'in', [...CHANGEABLE])
    .orderBy('seriesOccurrence')
    .execute();
}

/** Reads the series for a versioned change (404 when missing, 409 when stale) and bumps its version. */
async function bumpSeries(trx: Transaction<Database>, target: { id: number; version: number }, work: () => Promise<void>): Promise<void> {
  await updateVersioned(
    'booking series',
    target,
    () => trx.selectFrom('bookingSeries').select(['id', 'version', 'everyWeeks', 'ends', 'times', 'until']).where('id', '=', target.id).executeTakeFirst(),
    async (_current, next) => {
      await work();
      return trx.updateTable('bookingSeries').set(next).where('id', '=', target.id).where('version', '=', target.version).returning('id').executeTakeFirst();
    },
  );
}

export const seriesRepository = {
  get: readSeries,

  /** Every planned visit and the sentence creation would refuse it with; nothing is kept. */
  async preview(db: Kysely<Database>, dialect: SqlDialect, input: BookingSeriesPreviewInput): Promise<BookingSeriesPreview> {
    return inRolledBackTransaction(db, async (trx) => {
      const timeZone = await timeZoneOf(trx);
      const occurrences = [];
      for (const visit of plannedVisits(input.repeat, input.booking.items, timeZone)) {
        const items = await planItems(trx, visit.items);
        const conflictSentence = await conflictOf(() => checkSchedule(trx, dialect, { items, bookingId: null, overrideOverlap: input.booking.overrideOverlap }));
        occurrences.push({ occurrence: visit.occurrence, ...visitWhen(timeZone, items), conflict: conflictSentence });
      }
      return { timeZone, occurrences };
    });
  },

  /** All visits or none: each is checked as `POST /bookings` checks one, in the same transaction. */
  async create(db: Kysely<Database>, dialect: SqlDialect, input: BookingSeriesCreateInput, username: string, nowMs: number): Promise<BookingSeries> {
    return writeTransaction(db, async (trx) => {
      const timeZone = await timeZoneOf(trx);
      const { visits, skipped } = chosenVisits(plannedVisits(input.repeat, input.booking.items, timeZone), input.changes);
      const now = nowIso();
      const { repeat } = input;
      const series = await trx
        .insertInto('bookingSeries')
        .values({
          everyWeeks: repeat.everyWeeks,
          ends: repeat.ends,
          times: repeat.ends === 'times' ? repeat.times : null,
          until: repeat.ends === 'until' ? repeat.until : null,
          skipped: JSON.stringify(skipped),
          createdBy: username,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const person = await clientForBooking(trx, dialect, input.booking);
      const bookings: Booking[] = [];
      for (const visit of visits) {
        const items = await planItems(trx, visit.items);
        // Earlier visits are already written, so a visit moved onto another one is refused too.
        await checkVisit(visit.occurrence, timeZone, items, () => checkSchedule(trx, dialect, { items, bookingId: null, overrideOverlap: input.booking.overrideOverlap }));
        bookings.push(await insertBooking(trx, { person, input: input.booking, items, username, series: { seriesId: series.id, occurrence: visit.occurrence } }));
      }
      await queueSeriesMessages(trx, 'created', bookings, nowMs);
      return readSeries(trx, series.id);
    });
  },

  /**
   * "This and the following": each visit still to happen from `fromBookingId` on gets the services,
   * people and times of day on its own date, checked as a reschedule; quoted prices of unchanged
   * services are kept. All or none.
   */
  async changeFollowing(db: Kysely<Database>, dialect: SqlDialect, id: number, input: BookingSeriesFollowingInput, nowMs: number): Promise<BookingSeries> {
    return writeTransaction(db, async (trx) => {
      await bumpSeries(trx, { id, version: input.version }, async () => {
        const timeZone = await timeZoneOf(trx);
        const moved: Booking[] = [];
        for (const visit of await followingVisits(trx, id, input.fromBookingId)) {
          const date = wallClockIn(timeZone, new Date(Number(visit.startsAt))).date;
          const requested = input.items.map((item) => ({
            serviceId: item.serviceId,
            employeeId: item.employeeId,
            startsAt: new Date(firstInstantAt(timeZone, date, minutesOfDay(item.startTime))).toISOString(),
          }));
          const items: PlannedItem[] = await planItems(trx, requested);
          await keepBookedPrices(trx, visit.id, items);
          const overrideOverlap = visit.overlapOverride === 1;
          await checkVisit(visit.seriesOccurrence ?? 0, timeZone, items, () => checkSchedule(trx, dialect, { items, bookingId: visit.id, overrideOverlap }));
          const written = await trx
            .updateTable('bookings')
            .set({ notes: input.notes, ...span(items), updatedAt: nowIso(), version: visit.version + 1 })
            .where('id', '=', visit.id)
            .where('version', '=', visit.version)
            .returning('id')
            .executeTakeFirst();
          if (!written) throw conflict(`Visit ${visit.seriesOccurrence ?? ''} was changed by someone else meanwhile. Reload and try again.`);
          await trx.deleteFrom('bookingItems').where('bookingId', '=', visit.id).execute();
          await insertItems(trx, visit.id, items);
          if (span(items).startsAt !== Number(visit.startsAt)) moved.push(await readBooking(trx, visit.id));
        }
        await queueSeriesMessages(trx, 'moved', moved, nowMs);
      });
      return readSeries(trx, id);
    });
  },

  /** Cancels the visit and every later one still to happen, with one reason. */
  async cancelFollowing(db: Kysely<Database>, id: number, input: BookingSeriesCancelFollowingInput, nowMs: number): Promise<BookingSeries> {
    return writeTransaction(db, async (trx) => {
      await bumpSeries(trx, { id, version: input.version }, async () => {
        const cancelled: Booking[] = [];
        for (const visit of await followingVisits(trx, id, input.fromBookingId)) {
          const written = await trx
            .updateTable('bookings')
            .set({ status: 'cancelled', cancelReason: input.reason, updatedAt: nowIso(), version: visit.version + 1 })
            .where('id', '=', visit.id)
            .where('version', '=', visit.version)
            .returning('id')
            .executeTakeFirst();
          if (!written) throw conflict(`Visit ${visit.seriesOccurrence ?? ''} was changed by someone else meanwhile. Reload and try again.`);
          cancelled.push(await readBooking(trx, visit.id));
        }
        const clientIds = [...new Set(cancelled.map((booking) => booking.clientId))];
        if (clientIds.length > 0) await refreshLastVisit(trx, clientIds);
        await queueSeriesMessages(trx, 'cancelled', cancelled, nowMs);
      });
      return readSeries(trx, id);
    });
  },
};
