import type { Booking, BookingStatus } from '@nail-or-never/shared/schemas';
import { salonDay } from './salonTime';

/** Statuses that say what happened at the booked time: the API takes them from the start time only. */
export const FROM_START_STATUSES: readonly BookingStatus[] = ['arrived', 'no_show'];

/** Whether `status` must still wait for the booking's start (the API would refuse it now). */
export const waitsForStart = (booking: Booking, status: BookingStatus, nowMs: number): boolean =>
  FROM_START_STATUSES.includes(status) && nowMs < Date.parse(booking.startsAt);

/**
 * The status an Undo would go back to: the one before the last change, while that change was made
 * today on the salon's clock (the API's rule); null when there is nothing to undo.
 */
export function undoTarget(booking: Booking, timeZone: string, nowMs: number): BookingStatus | null {
  if (booking.previousStatus === null || booking.statusChangedAt === null) return null;
  return salonDay(booking.statusChangedAt, timeZone) === salonDay(new Date(nowMs).toISOString(), timeZone) ? booking.previousStatus : null;
}
