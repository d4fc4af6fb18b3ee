import { BOOKING_STATUSES_HOLDING_TIME, type BookingStatus } from '@nail-or-never/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { conflict } from '../../../http/httpErrors';
import { dayIn, wallClockIn } from '../contact/salonClock';
import { SINGLE_ROW_ID } from '../generalTables';
import type { PlannedItem } from './bookingRules';

/** The salon's time zone: "today", "the same day" and the times in these sentences are the salon's. */
export async function salonTimeZone(trx: Transaction<Database>): Promise<string> {
  const row = await trx.selectFrom('contact').select('timeZone').where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  return row.timeZone;
}

const clockText = (timeZone: string, instant: number) => {
  const wall = wallClockIn(timeZone, new Date(instant));
  return `${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')}`;
};

/** "14:00" today, "14:00 on 2026-03-23" any other day: the day is said only when it is not obvious. */
const whenText = (timeZone: string, instant: number, nowMs: number) => {
  const day = dayIn(timeZone, new Date(instant));
  return day === dayIn(timeZone, new Date(nowMs)) ? clockText(timeZone, instant) : `${clockText(timeZone, instant)} on ${day}`;
};

/** What each status that needs the customer to have been due is called in the refusal. */
const FROM_START: Partial<Record<BookingStatus, string>> = { arrived: 'arrival', no_show: 'a no-show' };

/**
 * Arrived and no-show describe what happened at the booked time, so they are refused before it
 * (a click two days ahead was a slip, not news): "Ana Silva's booking starts at 14:00 — mark
 * arrival from then."
 */
export function checkStatusTime(
  booking: { customerName: string; startsAt: number },
  status: BookingStatus,
  timeZone: string,
  nowMs: number,
): void {
  const what = FROM_START[status];
  if (what === undefined || nowMs >= booking.startsAt) return;
  throw conflict(`${booking.customerName}'s booking starts at ${whenText(timeZone, booking.startsAt, nowMs)} — mark ${what} from then.`, {
    status: 'Not before the booking starts.',
  });
}

export const PAST_VISIT_MESSAGE = "This time has passed. To record a visit that already happened, tick 'Record a past visit' in New booking, Change booking or the booking's Reschedule.";

/**
 * A start before now is a mistyped date more often than a visit entered afterwards: refused unless
 * `recordPastVisit` says so. On a change only new or moved services count (`kept` are the stored
 * ones), so yesterday's booking can still get a note without the question.
 */
export function checkNotPast(items: PlannedItem[], kept: readonly PlannedKey[], recordPastVisit: boolean | undefined, nowMs: number): void {
  if (recordPastVisit === true) return;
  const isKept = (item: PlannedItem) => kept.some((old) => old.serviceId === item.serviceId && old.employeeId === item.employeeId && Number(old.startsAt) === item.startsAt);
  const errors: Record<string, string> = {};
  for (const [index, item] of items.entries()) {
    if (item.startsAt < nowMs && !isKept(item)) errors[`items.${index}.startsAt`] = 'This time has passed.';
  }
  // The start's words last: a form that focuses each field it marks ends on the start, the field to change.
  if (Object.keys(errors).length > 0) throw conflict(PAST_VISIT_MESSAGE, { recordPastVisit: 'Tick this to record a visit that already happened.', ...errors });
}

/** A stored service line as the past rule compares it. */
export interface PlannedKey {
  serviceId: number | null;
  employeeId: number;
  startsAt: number | string;
}

/** Whether the salon's day of a status change is still today: an undo is allowed until midnight. */
export function undoStillToday(changedAt: number, timeZone: string, nowMs: number): boolean {
  return dayIn(timeZone, new Date(changedAt)) === dayIn(timeZone, new Date(nowMs));
}

/** An undo back to a status that holds time (from cancelled or no-show) takes the time again. */
export const undoRetakesTime = (from: BookingStatus, to: BookingStatus): boolean =>
  !BOOKING_STATUSES_HOLDING_TIME.includes(from) && BOOKING_STATUSES_HOLDING_TIME.includes(to);
