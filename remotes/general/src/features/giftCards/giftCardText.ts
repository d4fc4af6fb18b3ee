import type { GiftCardAction, GiftCardStatus, GiftCardTransactionType } from '@nail-or-never/shared/schemas';

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

/** A date-time from the API as the browser's reader sees it: "23 Nov 2026, 14:05". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** A `YYYY-MM-DD` day as "23 Nov 2026" (read as a calendar day, not an instant). */
export function formatDay(day: string | null): string {
  if (!day) return 'No expiry';
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
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
