import { formatCalendarDay, formatInstant } from '@nail-or-never/shared';
import type { GiftCardAction, GiftCardStatus, GiftCardTransactionType, SalonClock } from '@nail-or-never/shared/schemas';

export const STATUS_LABELS: Record<GiftCardStatus, string> = {
  active: 'Active',
  redeemed: 'Redeemed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const STATUS_SEVERITY: Record<GiftCardStatus, 'success' | 'info' | 'warning' | 'danger'> = {
  active: 'success',
  redeemed: 'info',
  expired: 'warning',
  cancelled: 'danger',
};

export const TRANSACTION_LABELS: Record<GiftCardTransactionType, string> = {
  issue: 'Issued',
  redeem: 'Redeemed',
  top_up: 'Topped up',
  refund: 'Refunded',
  adjust: 'Adjusted',
  extend: 'Expiry changed',
  cancel: 'Cancelled',
};

export const ACTION_LABELS: Record<GiftCardAction, string> = {
  redeem: 'Redeem',
  top_up: 'Top up',
  refund: 'Refund',
  adjust: 'Adjust',
  extend: 'Extend expiry',
  cancel: 'Cancel card',
};

/** A date-time from the API, the admin's one way: "23 Nov 2026, 14:05" (or "2:05 PM" on the salon's 12-hour clock). */
export function formatDateTime(iso: string, clock: SalonClock): string {
  return formatInstant(iso, 'dateTime', { clock });
}

/** A `YYYY-MM-DD` day as "23 Nov 2026", or "No expiry". */
export function formatDay(day: string | null): string {
  return day ? formatCalendarDay(day) : 'No expiry';
}

/** The submit button of each action: a verb that differs from the action's toggle. */
export const ACTION_SUBMIT_LABELS: Record<GiftCardAction, string> = {
  redeem: 'Redeem amount',
  top_up: 'Add to the card',
  refund: 'Refund amount',
  adjust: 'Correct the balance',
  extend: 'Set the new last day',
  cancel: 'Cancel this card',
};
