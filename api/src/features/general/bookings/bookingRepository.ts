import {
  BOOKING_LIMITS,
  BOOKING_TRANSITIONS,
  type Booking,
  type BookingCreateInput,
  type BookingListQuery,
  type BookingRangeQuery,
  type BookingStatusChangeInput,
  type BookingStatusUndoInput,
  type BookingUpdateInput,
  type PackableBooking,
} from '@nail-or-never/shared/schemas';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import { instantText, storedInstant } from '../../../db/storedInstants';
import { updateVersioned } from '../../../db/versionedUpdate';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { conflict } from '../../../http/httpErrors';
import { entityNotFound } from '../../../http/recordErrors';
import { centsToPrice, containsPattern, fromFlag, toCount, toFlag, toNameKey } from '../../../db/columnValues';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import type { BookingItemsTable, BookingsTable } from '../generalTables';
import { checkSchedule, planItems, type PlannedItem } from './bookingRules';
import { startsAfterBound } from './longestSpans';
import { checkNotPast, checkStatusTime, salonTimeZone, undoRetakesTime, undoStillToday } from './bookingStatusRules';
import { writeTransaction } from '../../../db/writeTransaction';
import { queueBookingMessages } from './messages/bookingMessages';
import type { CountryCode } from 'libphonenumber-js';
import { clientForBooking, type BookedClient } from '../clients/clientForBooking';
import { matchingClients } from '../clients/clientRepository';
import { phoneCountryOf, refreshLastVisit } from '../clients/clientRows';
import { DEFAULT_PHONE_COUNTRY } from '../contact/phoneCountry';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a booking record is made of: not the search keys, which only the list's filter reads. */
const BOOKING_COLUMNS = [
  'id',
  'clientId',
  'customerName',
  'customerPhone',
  'customerEmail',
  'status',
  'source',
  'notes',
  'cancelReason',
  'overlapOverride',
  'overrideReason',
  'startsAt',
  'endsAt',
  'previousStatus',
  'statusChangedAt',
  'seriesId',
  'seriesOccurrence',
  'createdBy',
  'createdAt',
  'updatedAt',
  'version',
] as const satisfies readonly (keyof BookingsTable)[];
const ITEM_COLUMNS = ['id', 'bookingId', 'serviceId', 'serviceName', 'employeeId', 'startsAt', 'endsAt', 'durationMinutes', 'priceCents'] as const satisfies readonly (keyof BookingItemsTable)[];
type BookingRow = Pick<Selectable<BookingsTable>, (typeof BOOKING_COLUMNS)[number]>;
type ItemRow = Pick<Selectable<BookingItemsTable>, (typeof ITEM_COLUMNS)[number]>;

/** A booking record: the stored row read once (`toPackable`), its instants as ISO text and its total added up. */
function toBooking(row: BookingRow, items: ItemRow[]): Booking {
  const { startsAt, endsAt, statusChangedAt, items: packableItems, ...rest } = toPackable(row, items);
  return {
    ...rest,
    startsAt: instantText(startsAt),
    endsAt: instantText(endsAt),
    statusChangedAt: statusChangedAt === null ? null : instantText(statusChangedAt),
    totalPrice: centsToPrice(items.reduce((total, item) => total + (item.priceCents ?? 0), 0)),
    items: packableItems.map((item) => ({ ...item, startsAt: instantText(item.startsAt), endsAt: instantText(item.endsAt) })),
    // As stored, not re-made from the parsed numbers.
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The same booking for the calendar's packer: instants stay the numbers they are stored as. */
function toPackable(row: BookingRow, items: ItemRow[]): PackableBooking {
  return {
    id: row.id,
    clientId: row.clientId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    status: row.status,
    source: row.source,
    notes: row.notes,
    cancelReason: row.cancelReason,
    overlapOverride: fromFlag(row.overlapOverride),
    overrideReason: row.overrideReason,
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    previousStatus: row.previousStatus,
    statusChangedAt: row.statusChangedAt === null ? null : Number(row.statusChangedAt),
    seriesId: row.seriesId,
    seriesOccurrence: row.seriesOccurrence,
    items: items.map((item) => ({
      id: item.id,
      serviceId: item.serviceId,
      serviceName: item.serviceName,
      employeeId: item.employeeId,
      startsAt: Number(item.startsAt),
      endsAt: Number(item.endsAt),
      durationMinutes: item.durationMinutes,
      price: item.priceCents === null ? null : centsToPrice(item.priceCents),
    })),
    createdBy: row.createdBy,
    createdAt: Date.parse(row.createdAt),
    updatedAt: Date.parse(row.updatedAt),
    version: row.version,
  };
}

type Make<T> = (row: BookingRow, items: ItemRow[]) => T;

/**
 * Bookings with their items, two queries for any number of bookings. `ids` is the query that chose
 * the rows when there is one: a subquery spares the database a list of hundreds of parameters.
 */
export async function withItems(db: Db, rows: BookingRow[]): Promise<Booking[]>;
export async function withItems<T>(db: Db, rows: BookingRow[], make: Make<T>, ids?: BookingIdsQuery): Promise<T[]>;
export async function withItems(db: Db, rows: BookingRow[], make: Make<unknown> = toBooking, ids?: BookingIdsQuery): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('bookingItems')
    .select(ITEM_COLUMNS)
    .where(
      'bookingId',
      'in',
      ids ?? rows.map((row) => row.id),
    )
    .orderBy('bookingId')
    .orderBy('position')
    .execute();
  const byBooking = new Map<number, ItemRow[]>();
  for (const item of items) {
    const ofBooking = byBooking.get(item.bookingId);
    if (ofBooking) ofBooking.push(item);
    else byBooking.set(item.bookingId, [item]);
  }
  return rows.map((row) => make(row, byBooking.get(row.id) ?? []));
}

export async function readBooking(db: Db, id: number): Promise<Booking> {
  const row = await db.selectFrom('bookings').select(BOOKING_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound('booking', id);
  const [booking] = await withItems(db, [row]);
  if (!booking) throw entityNotFound('booking', id);
  return booking;
}

export const span = (items: PlannedItem[]) => ({
  startsAt: Math.min(...items.map((item) => item.startsAt)),
  endsAt: Math.max(...items.map((item) => item.endsAt)),
});

export async function insertItems(trx: Transaction<Database>, bookingId: number, items: PlannedItem[]): Promise<void> {
  await trx
    .insertInto('bookingItems')
    .values(
      items.map((item, position) => ({
        bookingId,
        serviceId: item.serviceId,
        serviceName: item.serviceName,
        employeeId: item.employeeId,
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        durationMinutes: item.durationMinutes,
        priceCents: item.priceCents,
        position,
      })),
    )
    .execute();
}

/** Which of the two an override leaves behind: a reason only while the override is on. */
const overrideColumns = (input: { overrideOverlap: boolean; overrideReason: string }) => ({
  overlapOverride: toFlag(input.overrideOverlap),
  overrideReason: input.overrideOverlap ? input.overrideReason : '',
});

/** `country` serves the text search only (the client's phone in any form). */
function filtered(db: Db, query: BookingListQuery, country: CountryCode) {
  let select = db.selectFrom('bookings');
  if (query.clientId !== undefined) select = select.where('clientId', '=', query.clientId);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.from) {
    const from = storedInstant(query.from);
    // The same rows as `endsAt > from` alone; the bound on the start lets the index skip the past.
    select = select.where('endsAt', '>', from).where('startsAt', '>', startsAfterBound(from, 'bookings'));
  }
  if (query.to) select = select.where('startsAt', '<', storedInstant(query.to));
  if (query.employeeId !== undefined) {
    const employeeId = query.employeeId;
    select = select.where((eb) =>
      eb.exists(eb.selectFrom('bookingItems').select('bookingItems.id').whereRef('bookingItems.bookingId', '=', 'bookings.id').where('bookingItems.employeeId', '=', employeeId)),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const q = query.q;
    // The client's folded search finds the phone in any form ("06 12 34 56 78", "+31612345678").
    const clients = matchingClients(db, q, country);
    select = select.where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('customerNameKey')} like ${pattern} escape '\\'`,
        eb('customerPhone', 'like', `%${q.replace(/[\\%_]/g, '')}%`),
        ...(clients ? [eb('bookings.clientId', 'in', clients)] : []),
      ]),
    );
  }
  return select;
}

/** The bookings of a calendar's range, by start; no text search here, so the phone country is never read. */
function inRange(db: Db, query: BookingRangeQuery) {
  return filtered(db, { page: 1, limit: BOOKING_LIMITS.rangeBookingsMax, from: query.from, to: query.to, employeeId: query.employeeId }, DEFAULT_PHONE_COUNTRY);
}
type BookingIdsQuery = ReturnType<typeof rangeIds>;
const rangeIds = (db: Db, query: BookingRangeQuery) => inRange(db, query).select('id').orderBy('startsAt').orderBy('id').limit(BOOKING_LIMITS.rangeBookingsMax);

async function rangeBookings<T>(db: Db, query: BookingRangeQuery, make: Make<T>): Promise<T[]> {
  const rows = await inRange(db, query).select(BOOKING_COLUMNS).orderBy('startsAt').orderBy('id').limit(BOOKING_LIMITS.rangeBookingsMax).execute();
  return withItems(db, rows, make, rangeIds(db, query));
}

/** Those of `ids` that are in the range, as `rangeBookings` makes them (no cap: the caller asks for a few). */
async function rangeBookingsAmong<T>(db: Db, query: BookingRangeQuery, ids: readonly number[], make: Make<T>): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await inRange(db, query).select(BOOKING_COLUMNS).where('bookings.id', 'in', ids).orderBy('startsAt').orderBy('id').execute();
  return withItems(db, rows, make);
}

export const bookingRepository = {
  get: readBooking,

  /** Every booking of one client, oldest first (a client's export). */
  async ofClient(db: Db, clientId: number): Promise<Booking[]> {
    return withItems(db, await db.selectFrom('bookings').select(BOOKING_COLUMNS).where('clientId', '=', clientId).orderBy('startsAt').orderBy('id').execute());
  },

  /** The list view: by start time, newest appointments last; filters by text, status, employee and time. */
  async list(db: Db, query: BookingListQuery): Promise<Page<Booking>> {
    const country = await phoneCountryOf(db);
    const [rows, count] = await Promise.all([
      filtered(db, query, country).select(BOOKING_COLUMNS).orderBy('startsAt').orderBy('id').limit(query.limit).offset(pageOffset(query)).execute(),
      filtered(db, query, country)
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return toPage(await withItems(db, rows), query, toCount(count.total));
  },

  /** Everything a calendar range shows, unpaged (the range itself is capped). */
  async range(db: Db, query: BookingRangeQuery): Promise<Booking[]> {
    return rangeBookings(db, query, toBooking);
  },

  /** The same bookings as `range`, ready for `packBookingCalendar`; with `ids`, only those of them (a kept answer's changed bookings). */
  async calendar(db: Db, query: BookingRangeQuery, ids?: readonly number[]): Promise<PackableBooking[]> {
    return ids ? rangeBookingsAmong(db, query, ids, toPackable) : rangeBookings(db, query, toPackable);
  },

  /** `nowMs` (epoch ms, the app's clock) decides which e-mails the change queues; see `queueBookingMessages`. */
  async create(db: Kysely<Database>, dialect: SqlDialect, input: BookingCreateInput, username: string, nowMs: number): Promise<Booking> {
    return writeTransaction(db, async (trx) => {
      const items = await planItems(trx, input.items);
      checkNotPast(items, [], input.recordPastVisit, nowMs);
      await checkSchedule(trx, dialect, { items, bookingId: null, overrideOverlap: input.overrideOverlap });
      const person = await clientForBooking(trx, dialect, input);
      const created = await insertBooking(trx, { person, input, items, username, series: null });
      await queueBookingMessages(trx, { kind: 'created', booking: created }, nowMs);
      return created;
    });
  },

  /** Details and times together (a reschedule); prices are taken again only for changed items. */
  async update(db: Kysely<Database>, dialect: SqlDialect, input: BookingUpdateInput, nowMs: number): Promise<Booking> {
    return writeTransaction(db, async (trx) => {
      let previousClientId: number | null = null;
      const { current: before } = await updateVersioned(
        'booking',
        input,
        () =>
          trx
            .selectFrom('bookings')
            .select(['status', 'version', 'startsAt', 'clientId', 'customerName', 'customerPhone', 'customerEmail'])
            .where('id', '=', input.id)
            .executeTakeFirst(),
        async (current, next) => {
          if (BOOKING_TRANSITIONS[current.status].length === 0) {
            throw conflict(`This booking is ${current.status.replace('_', '-')} and can no longer be changed. Make a new booking instead.`);
          }
          const items = await planItems(trx, input.items);
          const stored = await trx.selectFrom('bookingItems').select(['serviceId', 'employeeId', 'startsAt']).where('bookingId', '=', input.id).execute();
          checkNotPast(items, stored, input.recordPastVisit, nowMs);
          await keepBookedPrices(trx, input.id, items);
          await checkSchedule(trx, dialect, { items, bookingId: input.id, overrideOverlap: input.overrideOverlap });
          const person = await clientOfUpdate(trx, dialect, current, input);
          previousClientId = current.clientId;
          const written = await trx
            .updateTable('bookings')
            .set({
              ...personColumns(person),
              source: input.source,
              notes: input.notes,
              ...overrideColumns(input),
              ...span(items),
              ...next,
            })
            .where('id', '=', input.id)
            .where('version', '=', input.version)
            .returning('id')
            .executeTakeFirst();
          if (written) {
            await trx.deleteFrom('bookingItems').where('bookingId', '=', input.id).execute();
            await insertItems(trx, input.id, items);
          }
          return written;
        },
      );
      const booking = await readBooking(trx, input.id);
      // A visit moved to another client moves their last visits with it.
      if (previousClientId !== null && previousClientId !== booking.clientId) await refreshLastVisit(trx, [previousClientId, booking.clientId]);
      // A move is a change of the start time; other edits send nothing.
      if (instantText(before.startsAt) !== booking.startsAt) await queueBookingMessages(trx, { kind: 'moved', booking }, nowMs);
      return booking;
    });
  },

  /**
   * Moves a booking along its allowed transitions only (docs/bookings-state-machine.md), arrived
   * and no-show from its start time; remembers the status it left, so the change can be undone today.
   */
  async changeStatus(db: Kysely<Database>, id: number, input: BookingStatusChangeInput, nowMs: number): Promise<Booking> {
    return writeTransaction(db, async (trx) => {
      const timeZone = await salonTimeZone(trx);
      await updateVersioned(
        'booking',
        { id, version: input.version },
        () => trx.selectFrom('bookings').select(['status', 'version', 'customerName', 'startsAt']).where('id', '=', id).executeTakeFirst(),
        (current, next) => {
          const allowed = BOOKING_TRANSITIONS[current.status];
          if (!allowed.includes(input.status)) {
            const onward = allowed.length > 0 ? `It can go to: ${allowed.join(', ')}.` : 'It is finished and cannot change any more.';
            throw conflict(`A ${current.status} booking cannot become ${input.status}. ${onward}`, { status: 'Not allowed from the current status.' });
          }
          checkStatusTime({ customerName: current.customerName, startsAt: Number(current.startsAt) }, input.status, timeZone, nowMs);
          return trx
            .updateTable('bookings')
            .set({
              status: input.status,
              ...(input.status === 'cancelled' ? { cancelReason: input.reason } : {}),
              previousStatus: current.status,
              statusChangedAt: nowMs,
              ...next,
            })
            .where('id', '=', id)
            .where('version', '=', input.version)
            .returning('id')
            .executeTakeFirst();
        },
      );
      const booking = await readBooking(trx, id);
      await refreshLastVisit(trx, [booking.clientId]);
      if (input.status === 'cancelled') await queueBookingMessages(trx, { kind: 'cancelled', booking }, nowMs);
      return booking;
    });
  },

  /**
   * Takes the last status change back to the status it came from, the same salon day only; once.
   * Back from cancelled or no-show the booking holds its time again, so its time must still be
   * free, checked exactly as a new booking is (`checkSchedule`).
   */
  async undoStatus(db: Kysely<Database>, dialect: SqlDialect, id: number, input: BookingStatusUndoInput, nowMs: number): Promise<Booking> {
    return writeTransaction(db, async (trx) => {
      const timeZone = await salonTimeZone(trx);
      let undoneCancel = false;
      await updateVersioned(
        'booking',
        { id, version: input.version },
        () => trx.selectFrom('bookings').select(['status', 'version', 'previousStatus', 'statusChangedAt', 'overlapOverride']).where('id', '=', id).executeTakeFirst(),
        async (current, next) => {
          const back = current.previousStatus;
          if (back === null || current.statusChangedAt === null) {
            throw conflict('This booking has no status change to undo.', { status: 'Nothing to undo.' });
          }
          if (!undoStillToday(Number(current.statusChangedAt), timeZone, nowMs)) {
            throw conflict(`The change to ${current.status.replace('_', '-')} was made on an earlier day; a status can be undone only the same day.`, {
              status: 'Too late to undo.',
            });
          }
          if (undoRetakesTime(current.status, back)) {
            await checkSchedule(trx, dialect, { items: await storedPlan(trx, id), bookingId: id, overrideOverlap: fromFlag(current.overlapOverride) });
          }
          undoneCancel = current.status === 'cancelled';
          return trx
            .updateTable('bookings')
            .set({ status: back, ...(current.status === 'cancelled' ? { cancelReason: '' } : {}), previousStatus: null, statusChangedAt: null, ...next })
            .where('id', '=', id)
            .where('version', '=', input.version)
            .returning('id')
            .executeTakeFirst();
        },
      );
      const booking = await readBooking(trx, id);
      await refreshLastVisit(trx, [booking.clientId]);
      // The client was told it was cancelled, and its reminder was dropped: say it is on again, and remind as for a new booking.
      if (undoneCancel) await queueBookingMessages(trx, { kind: 'created', booking }, nowMs);
      return booking;
    });
  },
};

/** A booking's stored services as the schedule check reads them (names as booked, not as the catalogue says now). */
async function storedPlan(trx: Transaction<Database>, bookingId: number): Promise<PlannedItem[]> {
  const rows = await trx
    .selectFrom('bookingItems')
    .innerJoin('employees', 'employees.id', 'bookingItems.employeeId')
    // The clean-up time is the service's current one, as the schedule rule reads other bookings' (a deleted service has none).
    .leftJoin('services', 'services.id', 'bookingItems.serviceId')
    .select([
      'bookingItems.serviceId',
      'bookingItems.serviceName',
      'bookingItems.employeeId',
      'employees.firstName',
      'employees.lastName',
      'bookingItems.startsAt',
      'bookingItems.endsAt',
      'bookingItems.durationMinutes',
      'bookingItems.priceCents',
      'services.bufferMinutes',
    ])
    .where('bookingItems.bookingId', '=', bookingId)
    .orderBy('bookingItems.position')
    .execute();
  return rows.map((row) => ({
    serviceId: row.serviceId ?? 0,
    serviceName: row.serviceName,
    employeeId: row.employeeId,
    employeeName: `${row.firstName} ${row.lastName}`,
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    bufferMinutes: row.bufferMinutes ?? 0,
    occupiedUntil: Number(row.endsAt) + (row.bufferMinutes ?? 0) * 60_000,
  }));
}

/** Where a new booking stands in a repeating booking, if it is one of its visits. */
export interface SeriesPlace {
  seriesId: number;
  occurrence: number;
}

export interface NewBookingRow {
  person: BookedClient;
  input: BookingCreateInput;
  items: PlannedItem[];
  username: string;
  series: SeriesPlace | null;
}

/** Writes a checked booking and its items (the caller has run `checkSchedule`) and reads it back. */
export async function insertBooking(trx: Transaction<Database>, { person, input, items, username, series }: NewBookingRow): Promise<Booking> {
  const now = nowIso();
  const booking = await trx
    .insertInto('bookings')
    .values({
      ...personColumns(person),
      status: input.status,
      source: input.source,
      notes: input.notes,
      cancelReason: '',
      ...overrideColumns(input),
      ...span(items),
      seriesId: series?.seriesId ?? null,
      seriesOccurrence: series?.occurrence ?? null,
      createdBy: username,
      createdAt: now,
      updatedAt: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertItems(trx, booking.id, items);
  return readBooking(trx, booking.id);
}

const personColumns = (person: BookedClient) => ({
  clientId: person.clientId,
  customerName: person.customerName,
  customerNameKey: toNameKey(person.customerName),
  customerPhone: person.customerPhone,
  customerEmail: person.customerEmail,
});

/**
 * A PUT without `clientId` that leaves the name, phone and e-mail as they were keeps the booking's
 * client (an edit of the time must not move the visit to a look-alike); changed details are a
 * person found or made by the exact-duplicate rule, as for a new booking.
 */
async function clientOfUpdate(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  current: { clientId: number; customerName: string; customerPhone: string; customerEmail: string },
  input: BookingUpdateInput,
): Promise<BookedClient> {
  const unchanged =
    input.customerName === current.customerName && input.customerPhone === current.customerPhone && input.customerEmail === current.customerEmail;
  if (input.clientId === undefined && unchanged) return { ...current };
  return clientForBooking(trx, dialect, input);
}

/**
 * A reschedule keeps the price the customer was quoted: an item whose service is unchanged keeps
 * its booked price (and name), even if the catalogue's price moved since.
 */
export async function keepBookedPrices(trx: Transaction<Database>, bookingId: number, items: PlannedItem[]): Promise<void> {
  const booked = await trx.selectFrom('bookingItems').select(['serviceId', 'serviceName', 'priceCents']).where('bookingId', '=', bookingId).execute();
  for (const item of items) {
    const previous = booked.find((row) => row.serviceId === item.serviceId);
    if (previous) {
      item.priceCents = previous.priceCents;
      item.serviceName = previous.serviceName;
    }
  }
}
