import { BOOKING_STATUSES_HOLDING_TIME, CATALOG_LIMITS, type TimeOff, type TimeOffBlock, type TimeOffBlocksQuery, type TimeOffCreateInput, type TimeOffListQuery, type TimeOffUpdateInput } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { updateVersioned } from '../../../db/versionedUpdate';
import { writeTransaction } from '../../../db/writeTransaction';
import { badRequest, conflict } from '../../../http/httpErrors';
import { entityNotFound } from '../../../http/recordErrors';
import { readSalonSchedule, readTimeOffEntries, toTimeOffEntry } from '../bookings/schedule/scheduleReads';
import { startsAfterBound } from '../bookings/longestSpans';
import type { SalonCalendar } from '../bookings/schedule/salonCalendar';
import { salonToday, wallClockIn } from '../contact/salonClock';
import type { TimeOffTable } from '../generalTables';
import { toTimeOffBlock, unrollAll, unrollTimeOff, type TimeOffEntry } from './timeOffBlocks';

type Db = Kysely<Database> | Transaction<Database>;

function toTimeOff(row: Selectable<TimeOffTable>, employeeName: string): TimeOff {
  const entry = toTimeOffEntry(row);
  return { ...entry, weekdays: [...entry.weekdays], employeeName, createdAt: row.createdAt, updatedAt: row.updatedAt, version: row.version };
}

/** The stored columns of a form's fields: `weekdays` as JSON, only for weekly entries. */
function columnsOf(input: TimeOffCreateInput) {
  return {
    employeeId: input.employeeId,
    reason: input.reason,
    note: input.note,
    kind: input.kind,
    fromDate: input.fromDate,
    untilDate: input.untilDate,
    startTime: input.startTime,
    endTime: input.endTime,
    weekdays: JSON.stringify(input.kind === 'weekly' ? input.weekdays : []),
  };
}

async function employeeNameOf(db: Db, employeeId: number): Promise<string> {
  const employee = await db.selectFrom('employees').select(['firstName', 'lastName']).where('id', '=', employeeId).executeTakeFirst();
  if (!employee) throw badRequest('The chosen employee does not exist.', { employeeId: 'Choose an employee from the list.' });
  return `${employee.firstName} ${employee.lastName}`;
}

async function readTimeOff(db: Db, id: number): Promise<TimeOff> {
  const row = await db.selectFrom('timeOff').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound('time off', id);
  return toTimeOff(row, await employeeNameOf(db, row.employeeId));
}

const clock = (calendar: SalonCalendar, instant: number) => {
  const wall = wallClockIn(calendar.timeZone, new Date(instant));
  return `${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')} on ${wall.date}`;
};

/** At most this many bookings are named in the refusal; the count says how many there are. */
const NAMED_BOOKINGS_MAX = 3;

/**
 * Time off must not leave bookings without their employee: refuses (409) naming the bookings of
 * that employee holding time (their buffers included, as the schedule rule counts them) inside it.
 * Moving or cancelling them is the receptionist's decision, never done silently here.
 */
async function refuseCoveredBookings(trx: Transaction<Database>, dialect: SqlDialect, entry: TimeOffEntry, employeeName: string): Promise<void> {
  // The same lock a booking takes: a booking made meanwhile waits and then sees the time off.
  if (dialect === 'postgres') await trx.selectFrom('employees').select('id').where('id', '=', entry.employeeId).forUpdate().execute();
  const salon = await readSalonSchedule(trx);
  const { calendar } = salon;
  const from = calendar.instantAt(entry.fromDate, 0);
  const reachFrom = from - CATALOG_LIMITS.bufferMax * 60_000;
  let query = trx
    .selectFrom('bookingItems')
    .innerJoin('bookings', 'bookings.id', 'bookingItems.bookingId')
    .leftJoin('services', 'services.id', 'bookingItems.serviceId')
    .select(['bookings.id as bookingId', 'bookings.customerName', 'bookingItems.serviceName', 'bookingItems.startsAt', 'bookingItems.endsAt', 'services.bufferMinutes'])
    .where('bookingItems.employeeId', '=', entry.employeeId)
    .where('bookingItems.endsAt', '>', reachFrom)
    .where('bookingItems.startsAt', '>', startsAfterBound(reachFrom, 'bookingItems'))
    .where('bookings.status', 'in', [...BOOKING_STATUSES_HOLDING_TIME]);
  if (entry.untilDate !== null) query = query.where('bookingItems.startsAt', '<', calendar.instantAt(entry.untilDate, 24 * 60));
  const items = await query.orderBy('bookingItems.startsAt').execute();
  const covered = items.filter((item) => {
    const span = { startsAt: Number(item.startsAt), endsAt: Number(item.endsAt) + Number(item.bufferMinutes ?? 0) * 60_000 };
    return unrollTimeOff(entry, calendar, span).length > 0;
  });
  const bookingIds = [...new Set(covered.map((item) => item.bookingId))];
  if (bookingIds.length === 0) return;
  const named = bookingIds.slice(0, NAMED_BOOKINGS_MAX).map((bookingId) => {
    const item = covered.find((candidate) => candidate.bookingId === bookingId);
    return item ? `${item.serviceName} for ${item.customerName} at ${clock(calendar, Number(item.startsAt))} (booking ${bookingId})` : `booking ${bookingId}`;
  });
  const more = bookingIds.length > NAMED_BOOKINGS_MAX ? ` and ${bookingIds.length - NAMED_BOOKINGS_MAX} more` : '';
  const count = bookingIds.length === 1 ? 'a booking' : `${bookingIds.length} bookings`;
  throw conflict(`${employeeName} has ${count} in this time: ${named.join('; ')}${more}. Move or cancel them first.`, {
    fromDate: 'Bookings fall in this time.',
  });
}

export const timeOffRepository = {
  /** One employee's or everyone's entries not over before `from` (default: the salon's today). */
  async list(db: Db, query: TimeOffListQuery): Promise<TimeOff[]> {
    const from = query.from ?? (await salonToday(db));
    let select = db
      .selectFrom('timeOff')
      .innerJoin('employees', 'employees.id', 'timeOff.employeeId')
      .selectAll('timeOff')
      .select(['employees.firstName', 'employees.lastName'])
      .where((eb) => eb.or([eb('timeOff.untilDate', 'is', null), eb('timeOff.untilDate', '>=', from)]));
    if (query.employeeId !== undefined) select = select.where('timeOff.employeeId', '=', query.employeeId);
    const rows = await select.orderBy('timeOff.fromDate').orderBy('timeOff.id').execute();
    return rows.map(({ firstName, lastName, ...row }) => toTimeOff(row, `${firstName} ${lastName}`));
  },

  /** Every stretch in the range, repeats unrolled to instants on the salon's clock. */
  async blocks(db: Db, query: TimeOffBlocksQuery): Promise<TimeOffBlock[]> {
    const { calendar } = await readSalonSchedule(db);
    const range = { startsAt: Date.parse(query.from), endsAt: Date.parse(query.to) };
    const entries = await readTimeOffEntries(db, calendar, query.employeeId === undefined ? null : [query.employeeId], range);
    return unrollAll(entries, calendar, range).map(toTimeOffBlock);
  },

  get: readTimeOff,

  async create(db: Kysely<Database>, dialect: SqlDialect, input: TimeOffCreateInput): Promise<TimeOff> {
    return writeTransaction(db, async (trx) => {
      const employeeName = await employeeNameOf(trx, input.employeeId);
      await refuseCoveredBookings(trx, dialect, { id: 0, ...input }, employeeName);
      const now = nowIso();
      const row = await trx
        .insertInto('timeOff')
        .values({ ...columnsOf(input), createdAt: now, updatedAt: now, version: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTimeOff(row, employeeName);
    });
  },

  /** The whole entry again, checked again against the bookings as if new. */
  async update(db: Kysely<Database>, dialect: SqlDialect, input: TimeOffUpdateInput): Promise<TimeOff> {
    return writeTransaction(db, async (trx) => {
      const { written } = await updateVersioned(
        'time off',
        input,
        () => trx.selectFrom('timeOff').selectAll().where('id', '=', input.id).executeTakeFirst(),
        async (_current, next) => {
          const employeeName = await employeeNameOf(trx, input.employeeId);
          await refuseCoveredBookings(trx, dialect, input, employeeName);
          const row = await trx
            .updateTable('timeOff')
            .set({ ...columnsOf(input), ...next })
            .where('id', '=', input.id)
            .where('version', '=', input.version)
            .returningAll()
            .executeTakeFirst();
          return row ? toTimeOff(row, employeeName) : undefined;
        },
      );
      return written;
    });
  },

  async remove(db: Kysely<Database>, id: number): Promise<{ id: number }> {
    return writeTransaction(db, async (trx) => {
      const deleted = await trx.deleteFrom('timeOff').where('id', '=', id).returning('id').executeTakeFirst();
      if (!deleted) throw entityNotFound('time off', id);
      return { id };
    });
  },
};
