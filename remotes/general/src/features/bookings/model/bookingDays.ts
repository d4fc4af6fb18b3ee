import { formatCalendarDay } from '@nail-or-never/shared';
import type { WeeklyHours } from '@nail-or-never/shared/schemas';

/** "Monday 23 November" for a salon day `YYYY-MM-DD`. */
export const dayHeading = (day: string) => formatCalendarDay(day, 'longDay');

/**
 * The hours the calendar draws: from the earliest opening to the latest closing of the week, an
 * hour either side so a booking at the edge still has room, 08:00–20:00 when nothing is known.
 */
export function calendarHours(openingHours: WeeklyHours | undefined): { first: number; last: number } {
  const intervals = openingHours ? Object.values(openingHours).flat() : [];
  if (intervals.length === 0) return { first: 8, last: 20 };
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const opens = Math.min(...intervals.map((interval) => minutes(interval.start)));
  const closes = Math.max(...intervals.map((interval) => minutes(interval.end)));
  return { first: Math.max(Math.floor(opens / 60) - 1, 0), last: Math.min(Math.ceil(closes / 60) + 1, 24) };
}
