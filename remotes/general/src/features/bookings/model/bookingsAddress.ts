/** `?date=` is a salon day, `YYYY-MM-DD`; anything else shows today. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day the bookings page is anchored at: the address's `?date=`, else the salon's today. */
export function anchorDayOf(dateParam: string | null, today: string): string {
  return dateParam && DAY_PATTERN.test(dateParam) ? dateParam : today;
}
