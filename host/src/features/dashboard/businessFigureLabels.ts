import type { BookingStatus } from '@nail-or-never/shared';

/** What each booking status is called on the business card, loaded or loading. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

export const TODAY_BY_STATUS_TITLE = 'Today’s bookings by status';
