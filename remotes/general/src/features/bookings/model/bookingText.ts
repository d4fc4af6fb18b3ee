import type { BookingSource, BookingStatus } from '@nail-or-never/shared/schemas';

/** The button that moves a booking to that status. */
export const STATUS_ACTION_LABELS: Record<BookingStatus, string> = {
  pending: 'Back to pending',
  confirmed: 'Confirm',
  arrived: 'Mark arrived',
  completed: 'Complete',
  cancelled: 'Cancel booking',
  no_show: 'Mark no-show',
};

export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  phone: 'Phone',
  walk_in: 'Walk-in',
  online: 'Online',
  admin: 'Admin',
};
