/**
 * The booking states and where each may go: plain constants without zod, so the dashboard and a
 * bookings list read them from the main entry without downloading the schema library.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'arrived', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What each status is called wherever a person reads it: the dashboard, the calendar, a client's visits. */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/**
 * Where a booking may go next. A finished booking (completed, cancelled, no-show) goes nowhere:
 * a mistake is corrected by a new booking, so the history stays true.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['arrived', 'cancelled', 'no_show'],
  arrived: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** Bookings in these states hold their employee's time; the others free it. */
export const BOOKING_STATUSES_HOLDING_TIME: readonly BookingStatus[] = ['pending', 'confirmed', 'arrived', 'completed'];

export const BOOKING_SOURCES = ['phone', 'walk_in', 'online', 'admin'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
