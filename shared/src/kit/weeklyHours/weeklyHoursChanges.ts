import { HOURS_LIMITS, minutesOfDay } from '@nail-or-never/shared';
import type { TimeInterval, Weekday, WeeklyHours } from '@nail-or-never/shared/schemas';

const WORKING_DAYS_AFTER_MONDAY: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

const asTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The interval "Add hours" proposes: 09:00–17:00 on an empty day, otherwise the hour after the
 * latest end (so it does not overlap), or null when the day is full or already ends at 24:00.
 */
export function nextInterval(day: readonly TimeInterval[]): TimeInterval | null {
  if (day.length >= HOURS_LIMITS.intervalsPerDayMax) return null;
  if (day.length === 0) return { start: '09:00', end: '17:00' };
  const latestEnd = Math.max(...day.map((interval) => minutesOfDay(interval.end)));
  const midnight = 24 * 60;
  if (latestEnd >= midnight) return null;
  return { start: asTime(latestEnd), end: asTime(Math.min(latestEnd + 60, midnight)) };
}

/**
 * A time input cannot show 24:00, and an interval cannot end at the midnight that starts its day:
 * so an end of 24:00 shows as 00:00, and 00:00 typed as an end means 24:00.
 */
export const endForInput = (end: string): string => (end === '24:00' ? '00:00' : end);
export const endFromInput = (typed: string): string => (typed === '00:00' ? '24:00' : typed);

export function withInterval(hours: WeeklyHours, day: Weekday, interval: TimeInterval): WeeklyHours {
  return { ...hours, [day]: [...hours[day], interval] };
}

export function withoutInterval(hours: WeeklyHours, day: Weekday, index: number): WeeklyHours {
  return { ...hours, [day]: hours[day].filter((_, position) => position !== index) };
}

export function withTime(hours: WeeklyHours, day: Weekday, index: number, edge: keyof TimeInterval, time: string): WeeklyHours {
  return { ...hours, [day]: hours[day].map((interval, position) => (position === index ? { ...interval, [edge]: time } : interval)) };
}

/** "Copy Monday to weekdays": Tuesday to Friday get Monday's intervals; the weekend stays. */
export function mondayToWeekdays(hours: WeeklyHours): WeeklyHours {
  const copy = { ...hours };
  for (const day of WORKING_DAYS_AFTER_MONDAY) copy[day] = hours.monday.map((interval) => ({ ...interval }));
  return copy;
}
