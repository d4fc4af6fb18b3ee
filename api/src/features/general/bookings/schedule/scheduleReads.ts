import { BOOKING_STATUSES_HOLDING_TIME, CATALOG_LIMITS, closureSchema, weeklyHoursSchema, type WeeklyHours } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../../db/schema';
import { SINGLE_ROW_ID, type TimeOffTable } from '../../generalTables';
import { addDays } from '../../contact/salonClock';
import { unrollAll, type TimeOffEntry } from '../../timeOff/timeOffBlocks';
import { startsAfterBound } from '../longestSpans';
import { SalonCalendar, type Span } from './salonCalendar';
import type { BusyItem, EmployeeSchedule, SalonSchedule } from './scheduleRule';

/**
 * What the schedule rule needs from the database, read the same way for a booking's check and for
 * a day's free times.
 */

type Db = Kysely<Database> | Transaction<Database>;

const storedClosures = z.array(closureSchema);
const storedWeekdays = z.array(weeklyHoursSchema.keyof());

/** The salon's opening hours, closing dates and clock. */
export async function readSalonSchedule(db: Db): Promise<SalonSchedule> {
  const row = await db.selectFrom('contact').select(['openingHours', 'closures', 'timeZone']).where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  return {
    openingHours: weeklyHoursOf(row.openingHours),
    closures: storedClosures.parse(JSON.parse(row.closures)),
    calendar: new SalonCalendar(row.timeZone),
  };
}

export function toTimeOffEntry(row: Selectable<TimeOffTable>): TimeOffEntry {
  return {
    id: row.id,
    employeeId: row.employeeId,
    reason: row.reason,
    note: row.note,
    kind: row.kind,
    fromDate: row.fromDate,
    untilDate: row.untilDate,
    startTime: row.startTime,
    endTime: row.endTime,
    weekdays: storedWeekdays.parse(JSON.parse(row.weekdays)),
  };
}

/** The time-off entries of these employees (all when `null`) that can touch `range`. */
export async function readTimeOffEntries(db: Db, calendar: SalonCalendar, employeeIds: readonly number[] | null, range: Span): Promise<TimeOffEntry[]> {
  if (employeeIds !== null && employeeIds.length === 0) return [];
  // A day either side: the dates are the salon's, the range is in instants.
  const firstDate = addDays(calendar.dateOf(range.startsAt), -1);
  const lastDate = addDays(calendar.dateOf(Math.max(range.startsAt, range.endsAt - 1)), 1);
  let query = db
    .selectFrom('timeOff')
    .selectAll()
    .where('fromDate', '<=', lastDate)
    .where((eb) => eb.or([eb('untilDate', 'is', null), eb('untilDate', '>=', firstDate)]));
  if (employeeIds !== null) query = query.where('employeeId', 'in', [...employeeIds]);
  return (await query.orderBy('fromDate').orderBy('id').execute()).map(toTimeOffEntry);
}

/**
 * The services of other bookings holding these employees' time around `range`, each with its
 * service's current buffer. `exceptBookingId`: the booking being changed never clashes with itself.
 */
export async function readBusyItems(db: Db, employeeIds: readonly number[], range: Span, exceptBookingId: number | null): Promise<Map<number, BusyItem[]>> {
  const byEmployee = new Map<number, BusyItem[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return byEmployee;
  const reachFrom = range.startsAt - CATALOG_LIMITS.bufferMax * 60_000;
  let query = db
    .selectFrom('bookingItems')
    .innerJoin('bookings', 'bookings.id', 'bookingItems.bookingId')
    .leftJoin('services', 'services.id', 'bookingItems.serviceId')
    .select(['bookingItems.employeeId', 'bookings.id as bookingId', 'bookings.customerName', 'bookingItems.serviceName', 'bookingItems.startsAt', 'bookingItems.endsAt', 'services.bufferMinutes'])
    .where('bookingItems.employeeId', 'in', [...employeeIds])
    .where('bookingItems.startsAt', '<', range.endsAt)
    // A buffer is at most bufferMax minutes: an item ending that long before the range cannot reach it.
    .where('bookingItems.endsAt', '>', reachFrom)
    .where('bookingItems.startsAt', '>', startsAfterBound(reachFrom, 'bookingItems'))
    .where('bookings.status', 'in', [...BOOKING_STATUSES_HOLDING_TIME]);
  if (exceptBookingId !== null) query = query.where('bookings.id', '!=', exceptBookingId);
  for (const row of await query.orderBy('bookingItems.startsAt').execute()) {
    const endsAt = Number(row.endsAt);
    byEmployee.get(row.employeeId)?.push({
      startsAt: Number(row.startsAt),
      endsAt,
      occupiedUntil: endsAt + Number(row.bufferMinutes ?? 0) * 60_000,
      bookingId: row.bookingId,
      serviceName: row.serviceName,
      customerName: row.customerName,
    });
  }
  return byEmployee;
}

/**
 * Weekly hours as stored (JSON) to the checked object, for the whole process: the same few texts
 * come with every request, and zod is the dearest part of reading twenty employees. Keyed by the
 * text itself, so a change of hours is a new key; emptied when full.
 */
const parsedHours = new Map<string, WeeklyHours>();
const PARSED_HOURS_MAX = 2_000;

export function weeklyHoursOf(text: string): WeeklyHours {
  const known = parsedHours.get(text);
  if (known) return known;
  if (parsedHours.size >= PARSED_HOURS_MAX) parsedHours.clear();
  const hours = weeklyHoursSchema.parse(JSON.parse(text));
  parsedHours.set(text, hours);
  return hours;
}

export interface EmployeeRow {
  id: number;
  name: string;
  weeklyHours: string;
}

/** The schedules of these employees around `range`: their hours, time off and other bookings. */
export async function readEmployeeSchedules(
  db: Db,
  salon: SalonSchedule,
  employees: readonly EmployeeRow[],
  range: Span,
  exceptBookingId: number | null,
): Promise<Map<number, EmployeeSchedule>> {
  const ids = employees.map((employee) => employee.id);
  const [entries, busy] = await Promise.all([readTimeOffEntries(db, salon.calendar, ids, range), readBusyItems(db, ids, range, exceptBookingId)]);
  const blocks = unrollAll(entries, salon.calendar, range);
  return new Map(
    employees.map((employee) => [
      employee.id,
      {
        id: employee.id,
        name: employee.name,
        weeklyHours: weeklyHoursOf(employee.weeklyHours),
        away: blocks
          .filter((block) => block.entry.employeeId === employee.id)
          .map((block) => ({ startsAt: block.startsAt, endsAt: block.endsAt, timeOffId: block.entry.id, reason: block.entry.reason })),
        busy: busy.get(employee.id) ?? [],
      },
    ]),
  );
}
