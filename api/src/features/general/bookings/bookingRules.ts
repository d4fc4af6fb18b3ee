import {
  BOOKING_STATUSES_HOLDING_TIME,
  closureSchema,
  instantSchema,
  minutesOfDay,
  weeklyHoursSchema,
  type BookingItemInput,
  type TimeInterval,
  type WeeklyHours,
} from '@nail-or-never/shared/schemas';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/httpErrors';
import { firstInstantAt } from '../contact/firstInstantAt';
import { wallClockIn, type WallClock } from '../contact/salonClock';
import { SINGLE_ROW_ID } from '../generalTables';

/** An item as it will be stored: the catalogue's name, duration and price, and both ends in UTC epoch ms. */
export interface PlannedItem {
  serviceId: number;
  serviceName: string;
  employeeId: number;
  employeeName: string;
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  priceCents: number | null;
}

const storedClosures = z.array(closureSchema);

const minutesText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const wallText = (clock: WallClock) => `${minutesText(clock.minutes)} on ${clock.date}`;

/**
 * Inside one interval of the weekday the start falls on, compared as instants (ends may touch):
 * each interval runs from the first moment the salon's clock reads its start to the first moment
 * it reads its end (24:00 being the next midnight), so an hour the clock repeats in autumn or skips
 * in spring is counted as the time that really passes.
 */
export function fitsHours(hours: WeeklyHours, timeZone: string, startsAt: number, endsAt: number): boolean {
  const start = wallClockIn(timeZone, new Date(startsAt));
  const day: TimeInterval[] = hours[start.weekday];
  return day.some((interval) => {
    const opens = firstInstantAt(timeZone, start.date, minutesOfDay(interval.start));
    const closes = firstInstantAt(timeZone, start.date, minutesOfDay(interval.end));
    return opens <= startsAt && endsAt <= closes;
  });
}

/**
 * Turns the requested items into planned ones, checked against the catalogue and the people:
 * every service exists and is active, every employee is active, bookable and performs it.
 */
export async function planItems(trx: Transaction<Database>, items: BookingItemInput[]): Promise<PlannedItem[]> {
  const serviceIds = [...new Set(items.map((item) => item.serviceId))];
  const employeeIds = [...new Set(items.map((item) => item.employeeId))];
  const [services, employees, skills] = await Promise.all([
    trx.selectFrom('services').select(['id', 'name', 'durationMinutes', 'priceType', 'priceCents', 'active']).where('id', 'in', serviceIds).execute(),
    trx.selectFrom('employees').select(['id', 'firstName', 'lastName', 'active', 'bookable']).where('id', 'in', employeeIds).execute(),
    trx.selectFrom('employeeServices').selectAll().where('employeeId', 'in', employeeIds).where('serviceId', 'in', serviceIds).execute(),
  ]);
  const serviceById = new Map(services.map((service) => [service.id, service]));
  const employeeById = new Map(employees.map((employee) => [employee.id, employee]));
  const performs = new Set(skills.map((skill) => `${skill.employeeId}:${skill.serviceId}`));

  return items.map((item, index) => {
    const service = serviceById.get(item.serviceId);
    const employee = employeeById.get(item.employeeId);
    if (!service || service.active === 0) {
      throw badRequest('A chosen service does not exist or is no longer offered.', { [`items.${index}.serviceId`]: 'Choose a service that is offered.' });
    }
    if (!employee) throw badRequest('A chosen employee does not exist.', { [`items.${index}.employeeId`]: 'Choose an employee from the list.' });
    const employeeName = `${employee.firstName} ${employee.lastName}`;
    if (employee.active === 0 || employee.bookable === 0) {
      throw conflict(`${employeeName} cannot be booked (not active or not bookable).`, { [`items.${index}.employeeId`]: 'Not bookable.' });
    }
    if (!performs.has(`${employee.id}:${service.id}`)) {
      throw conflict(`${employeeName} does not perform ${service.name}. Choose someone who does, or add it to their services.`, {
        [`items.${index}.employeeId`]: `Does not perform ${service.name}.`,
      });
    }
    const startsAt = Date.parse(item.startsAt);
    const endsAt = startsAt + service.durationMinutes * 60_000;
    const endText = new Date(endsAt).toISOString();
    const endCheck = instantSchema.safeParse(endText);
    if (!endCheck.success) {
      const rule = endCheck.error.issues[0]?.message ?? '';
      throw badRequest(`${service.name} would end at ${endText}. ${rule}`, { [`items.${index}.startsAt`]: rule });
    }
    return {
      serviceId: service.id,
      serviceName: service.name,
      employeeId: employee.id,
      employeeName,
      startsAt,
      endsAt,
      durationMinutes: service.durationMinutes,
      priceCents: service.priceType === 'free' ? null : service.priceCents,
    };
  });
}

/** The salon's opening hours, closing dates and time zone, read once per check. */
async function readSalon(trx: Transaction<Database>) {
  const row = await trx.selectFrom('contact').select(['openingHours', 'closures', 'timeZone']).where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  return {
    openingHours: weeklyHoursSchema.parse(JSON.parse(row.openingHours)),
    closures: storedClosures.parse(JSON.parse(row.closures)),
    timeZone: row.timeZone,
  };
}

/** Serialises bookings of the same employees: a row lock on PostgreSQL; SQLite writes one at a time. */
async function lockEmployees(trx: Transaction<Database>, dialect: SqlDialect, employeeIds: number[]): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('employees').select('id').where('id', 'in', employeeIds).orderBy('id').forUpdate().execute();
}

export interface ScheduleCheck {
  items: PlannedItem[];
  /** The booking being changed: its own items never clash with themselves. */
  bookingId: number | null;
  overrideOverlap: boolean;
}

/**
 * Refuses (409, naming the clash, in the salon's local time) items outside the salon's opening
 * hours or on a closing date, outside the employee's working hours, or over another booking of the
 * same employee, unless the administrator overrides that last check.
 */
export async function checkSchedule(trx: Transaction<Database>, dialect: SqlDialect, check: ScheduleCheck): Promise<void> {
  const { items, bookingId, overrideOverlap } = check;
  await lockEmployees(trx, dialect, [...new Set(items.map((item) => item.employeeId))]);
  const salon = await readSalon(trx);
  const hoursByEmployee = new Map(
    (
      await trx
        .selectFrom('employees')
        .select(['id', 'weeklyHours'])
        .where('id', 'in', items.map((item) => item.employeeId))
        .execute()
    ).map((row) => [row.id, weeklyHoursSchema.parse(JSON.parse(row.weeklyHours))]),
  );

  for (const [index, item] of items.entries()) {
    const field = `items.${index}.startsAt`;
    const start = wallClockIn(salon.timeZone, new Date(item.startsAt));
    const end = wallClockIn(salon.timeZone, new Date(item.endsAt));
    const fits = (hours: WeeklyHours) => fitsHours(hours, salon.timeZone, item.startsAt, item.endsAt);
    const closure = salon.closures.find((day) => day.date === start.date);
    if (closure) {
      throw conflict(`The salon is closed on ${closure.date}${closure.note ? ` (${closure.note})` : ''}.`, { [field]: 'The salon is closed that day.' });
    }
    if (!fits(salon.openingHours)) {
      throw conflict(`${item.serviceName} from ${wallText(start)} to ${minutesText(end.minutes)} is outside the salon's opening hours.`, {
        [field]: 'Outside opening hours.',
      });
    }
    const hours = hoursByEmployee.get(item.employeeId);
    if (!hours || !fits(hours)) {
      throw conflict(`${item.employeeName} does not work from ${wallText(start)} to ${minutesText(end.minutes)}.`, { [field]: 'Outside their working hours.' });
    }
  }

  if (overrideOverlap) return;
  for (const [index, item] of items.entries()) {
    const sibling = items.find((other, otherIndex) => otherIndex < index && other.employeeId === item.employeeId && other.startsAt < item.endsAt && item.startsAt < other.endsAt);
    if (sibling) {
      throw conflict(`${item.employeeName} cannot do ${sibling.serviceName} and ${item.serviceName} at the same time in this booking.`, {
        [`items.${index}.startsAt`]: 'Overlaps another service of this booking.',
      });
    }
    let clashes = trx
      .selectFrom('bookingItems')
      .innerJoin('bookings', 'bookings.id', 'bookingItems.bookingId')
      .select(['bookings.id as bookingId', 'bookings.customerName', 'bookingItems.serviceName', 'bookingItems.startsAt', 'bookingItems.endsAt'])
      .where('bookingItems.employeeId', '=', item.employeeId)
      .where('bookingItems.startsAt', '<', item.endsAt)
      .where('bookingItems.endsAt', '>', item.startsAt)
      .where('bookings.status', 'in', [...BOOKING_STATUSES_HOLDING_TIME]);
    if (bookingId !== null) clashes = clashes.where('bookings.id', '!=', bookingId);
    const clash = await clashes.orderBy('bookingItems.startsAt').executeTakeFirst();
    if (clash) {
      const from = wallClockIn(salon.timeZone, new Date(Number(clash.startsAt)));
      const to = wallClockIn(salon.timeZone, new Date(Number(clash.endsAt)));
      throw conflict(
        `${item.employeeName} already has ${clash.serviceName} for ${clash.customerName} from ${wallText(from)} to ${minutesText(to.minutes)} (booking ${clash.bookingId}).`,
        { [`items.${index}.startsAt`]: 'The employee is busy then.' },
      );
    }
  }
}
