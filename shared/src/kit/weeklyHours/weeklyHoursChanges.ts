import { HOURS_LIMITS, minutesOfDay } from '@nail-or-never/shared';
import type { TimeInterval, Weekday, WeeklyHours } from '@nail-or-never/shared/schemas';

const WORKING_DAYS_AFTER_MONDAY: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

const asTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The interval "Add hours" proposes: 09:00–17:00 on an empty day, otherwise the hour after the
 * latest end (so it does not overlap), or null when the day is full or has no room left.
 */
export function nextInterval(day: readonly TimeInterval[]): TimeInterval | null {
  if (day.length >= HOURS_LIMITS.intervalsPerDayMax) return null;
  if (day.length === 0) return { start: '09:00', end: '17:00' };
  const latestEnd = Math.max(...day.map((interval) => minutesOfDay(interval.end)));
  const lastMinute = 23 * 60 + 59;
  if (latestEnd >= lastMinute) return null;
  return { start: asTime(latestEnd), end: asTime(Math.min(latestEnd + 60, lastMinute)) };
}

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
