import type { Closure, TimeOffReason, WeeklyHours } from '@nail-or-never/shared/schemas';
import type { SalonCalendar, Span } from './salonCalendar';

/**
 * THE schedule rule: whether one employee can do one service at one time. Booking creation and
 * change (`bookingRules.checkSchedule`) and the free times offered (`freeStarts.ts`) both ask these
 * functions, so what is offered and what is accepted cannot disagree. Pure: the callers read the
 * database (`scheduleReads.ts`) and pass everything in.
 */

export interface SalonSchedule {
  openingHours: WeeklyHours;
  closures: Closure[];
  calendar: SalonCalendar;
}

/** Time off unrolled to instants (`timeOff/timeOffBlocks.ts`). */
export interface AwayBlock extends Span {
  timeOffId: number;
  reason: TimeOffReason;
}

/** Another booking's service: it occupies its time plus its service's buffer (clean-up). */
export interface BusyItem extends Span {
  /** `endsAt` plus the service's buffer. */
  occupiedUntil: number;
  bookingId: number;
  serviceName: string;
  customerName: string;
}

export interface EmployeeSchedule {
  id: number;
  name: string;
  weeklyHours: WeeklyHours;
  away: AwayBlock[];
  busy: BusyItem[];
}

/** One service placed at a time: the service itself, then the buffer during which no one else is booked. */
export interface PlacedService extends Span {
  occupiedUntil: number;
}

/**
 * Why a service cannot be placed, first reason first. Opening and working hours hold the service
 * itself; time off and other bookings also hold its buffer.
 */
export type SalonRefusal = { kind: 'closed'; closure: Closure } | { kind: 'salonHours' };
export type EmployeeRefusal = { kind: 'employeeHours' } | { kind: 'away'; block: AwayBlock };
export type CalendarRefusal = SalonRefusal | EmployeeRefusal;

export type BusyRefusal = { kind: 'busy'; clash: BusyItem };

const within = (spans: Span[], item: Span) => spans.some((span) => span.startsAt <= item.startsAt && item.endsAt <= span.endsAt);
const overlaps = (a: Span, startsAt: number, endsAt: number) => a.startsAt < endsAt && startsAt < a.endsAt;

/** Closing dates and opening hours: the salon's part, the same for every employee. */
export function salonRefusal(salon: SalonSchedule, item: PlacedService): SalonRefusal | null {
  const date = salon.calendar.dateOf(item.startsAt);
  const closure = salon.closures.find((day) => day.date === date);
  if (closure) return { kind: 'closed', closure };
  return within(salon.calendar.hoursOn(salon.openingHours, date), item) ? null : { kind: 'salonHours' };
}

/** Working hours and time off: the employee's part. */
export function employeeRefusal(salon: SalonSchedule, employee: EmployeeSchedule, item: PlacedService): EmployeeRefusal | null {
  if (!within(salon.calendar.hoursOn(employee.weeklyHours, salon.calendar.dateOf(item.startsAt)), item)) return { kind: 'employeeHours' };
  const block = employee.away.find((away) => overlaps(away, item.startsAt, item.occupiedUntil));
  return block ? { kind: 'away', block } : null;
}

/** Closing dates, opening hours, working hours and time off: none of these is ever overridden. */
export function calendarRefusal(salon: SalonSchedule, employee: EmployeeSchedule, item: PlacedService): CalendarRefusal | null {
  return salonRefusal(salon, item) ?? employeeRefusal(salon, employee, item);
}

/** Another booking holding the time (its buffer included), the earliest if several. */
export function busyRefusal(employee: EmployeeSchedule, item: PlacedService): BusyRefusal | null {
  let clash: BusyItem | null = null;
  for (const busy of employee.busy) {
    if (busy.startsAt < item.occupiedUntil && item.startsAt < busy.occupiedUntil && (clash === null || busy.startsAt < clash.startsAt)) clash = busy;
  }
  return clash ? { kind: 'busy', clash } : null;
}

/** Free: every rule holds, no other booking in the way. */
export function isFree(salon: SalonSchedule, employee: EmployeeSchedule, item: PlacedService): boolean {
  return salonRefusal(salon, item) === null && isFreeForEmployee(salon, employee, item);
}

/** `isFree` once the salon's part is known to hold (a day's offers ask it once per start, not per employee). */
export function isFreeForEmployee(salon: SalonSchedule, employee: EmployeeSchedule, item: PlacedService): boolean {
  return employeeRefusal(salon, employee, item) === null && busyRefusal(employee, item) === null;
}

/** A service with the minutes the catalogue gives it. */
export interface ServiceTiming {
  durationMinutes: number;
  bufferMinutes: number;
}

/**
 * The services of one booking done by one person back to back from `startsAt`, each service's
 * buffer between it and the next (the last one's buffer after the booking).
 */
export function placeBackToBack(startsAt: number, services: readonly ServiceTiming[]): PlacedService[] {
  const placed: PlacedService[] = [];
  let at = startsAt;
  for (const service of services) {
    const endsAt = at + service.durationMinutes * 60_000;
    const occupiedUntil = endsAt + service.bufferMinutes * 60_000;
    placed.push({ startsAt: at, endsAt, occupiedUntil });
    at = occupiedUntil;
  }
  return placed;
}
