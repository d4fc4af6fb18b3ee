import { instantSchema, type BookingItemInput, type TimeOffReason } from '@nail-or-never/shared/schemas';
import type { Transaction } from 'kysely';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/httpErrors';
import { addDays, wallClockIn, type WallClock } from '../contact/salonClock';
import { readEmployeeSchedules, readSalonSchedule } from './schedule/scheduleReads';
import { busyRefusal, calendarRefusal, type EmployeeSchedule } from './schedule/scheduleRule';

/** An item as it will be stored: the catalogue's name, duration and price, and both ends in UTC epoch ms. */
export interface PlannedItem {
  serviceId: number;
  serviceName: string;
  employeeId: number;
  employeeName: string;
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  /** The service's buffer (clean-up) minutes: the employee stays busy until `occupiedUntil`. */
  bufferMinutes: number;
  occupiedUntil: number;
  priceCents: number | null;
}

const minutesText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const wallText = (clock: WallClock) => `${minutesText(clock.minutes)} on ${clock.date}`;
/** The end of a stretch: a whole day ends at 24:00 on that day, not 00:00 on the next. */
const untilText = (clock: WallClock) => (clock.minutes === 0 ? `24:00 on ${addDays(clock.date, -1)}` : wallText(clock));

/**
 * Turns the requested items into planned ones, checked against the catalogue and the people:
 * every service exists and is active, every employee is active, bookable and performs it.
 */
export async function planItems(trx: Transaction<Database>, items: BookingItemInput[]): Promise<PlannedItem[]> {
  const serviceIds = [...new Set(items.map((item) => item.serviceId))];
  const employeeIds = [...new Set(items.map((item) => item.employeeId))];
  const [services, employees, skills] = await Promise.all([
    trx.selectFrom('services').select(['id', 'name', 'durationMinutes', 'bufferMinutes', 'priceType', 'priceCents', 'active']).where('id', 'in', serviceIds).execute(),
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
      bufferMinutes: service.bufferMinutes,
      occupiedUntil: endsAt + service.bufferMinutes * 60_000,
      priceCents: service.priceType === 'free' ? null : service.priceCents,
    };
  });
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

const REASON_WORDS: Record<TimeOffReason, string> = { holiday: 'holiday', sick: 'sick', training: 'training', break: 'on a break' };

/**
 * Refuses (409, naming the clash, in the salon's local time) items outside the salon's opening
 * hours or on a closing date, outside the employee's working hours, in their time off, or over
 * another booking of the same employee (each item holding its time plus its service's buffer),
 * unless the administrator overrides that last check. The rule itself is `schedule/scheduleRule.ts`,
 * the one the free times offered are computed with.
 */
export async function checkSchedule(trx: Transaction<Database>, dialect: SqlDialect, check: ScheduleCheck): Promise<void> {
  const { items, bookingId, overrideOverlap } = check;
  const employeeIds = [...new Set(items.map((item) => item.employeeId))];
  await lockEmployees(trx, dialect, employeeIds);
  const salon = await readSalonSchedule(trx);
  const rows = await trx.selectFrom('employees').select(['id', 'firstName', 'lastName', 'weeklyHours']).where('id', 'in', employeeIds).execute();
  const range = { startsAt: Math.min(...items.map((item) => item.startsAt)), endsAt: Math.max(...items.map((item) => item.occupiedUntil)) };
  const schedules = await readEmployeeSchedules(
    trx,
    salon,
    rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, weeklyHours: row.weeklyHours })),
    range,
    bookingId,
  );
  const timeZone = salon.calendar.timeZone;
  const wallAt = (instant: number) => wallClockIn(timeZone, new Date(instant));
  const scheduleOf = (item: PlannedItem): EmployeeSchedule => {
    const schedule = schedules.get(item.employeeId);
    if (!schedule) throw new Error(`Employee ${item.employeeId} was planned but not read`);
    return schedule;
  };

  for (const [index, item] of items.entries()) {
    const field = `items.${index}.startsAt`;
    const refusal = calendarRefusal(salon, scheduleOf(item), item);
    if (refusal === null) continue;
    const start = wallAt(item.startsAt);
    const end = wallAt(item.endsAt);
    switch (refusal.kind) {
      case 'closed':
        throw conflict(`The salon is closed on ${refusal.closure.date}${refusal.closure.note ? ` (${refusal.closure.note})` : ''}.`, { [field]: 'The salon is closed that day.' });
      case 'salonHours':
        throw conflict(`${item.serviceName} from ${wallText(start)} to ${minutesText(end.minutes)} is outside the salon's opening hours.`, {
          [field]: 'Outside opening hours.',
        });
      case 'employeeHours':
        throw conflict(`${item.employeeName} does not work from ${wallText(start)} to ${minutesText(end.minutes)}.`, { [field]: 'Outside their working hours.' });
      case 'away':
        throw conflict(`${item.employeeName} is away (${REASON_WORDS[refusal.block.reason]}) from ${wallText(wallAt(refusal.block.startsAt))} to ${untilText(wallAt(refusal.block.endsAt))}.`, {
          [field]: 'The employee is away then.',
        });
    }
  }

  if (overrideOverlap) return;
  for (const [index, item] of items.entries()) {
    const sibling = items.find(
      (other, otherIndex) => otherIndex < index && other.employeeId === item.employeeId && other.startsAt < item.occupiedUntil && item.startsAt < other.occupiedUntil,
    );
    if (sibling) {
      throw conflict(`${item.employeeName} cannot do ${sibling.serviceName} and ${item.serviceName} at the same time in this booking.`, {
        [`items.${index}.startsAt`]: 'Overlaps another service of this booking.',
      });
    }
    const busy = busyRefusal(scheduleOf(item), item);
    if (busy) {
      const { clash } = busy;
      const from = wallAt(clash.startsAt);
      const to = wallAt(clash.endsAt);
      const cleanUp = clash.occupiedUntil > clash.endsAt ? ` and ${(clash.occupiedUntil - clash.endsAt) / 60_000} minutes to clean up` : '';
      throw conflict(
        `${item.employeeName} already has ${clash.serviceName} for ${clash.customerName} from ${wallText(from)} to ${minutesText(to.minutes)}${cleanUp} (booking ${clash.bookingId}).`,
        { [`items.${index}.startsAt`]: 'The employee is busy then.' },
      );
    }
  }
}
