import { z } from 'zod';
import { HOURS_LIMITS, minutesOfDay, type Weekday } from './weeklyHoursRules';

export { HOURS_LIMITS, minutesOfDay, WEEKDAYS, type Weekday } from './weeklyHoursRules';

/** "09:30": 24-hour clock, minutes; what `<input type="time">` gives. */
export const timeOfDaySchema = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (00:00 to 23:59).');

/** An interval's end may also be 24:00, the midnight that ends the day, so a day can run to its end. */
const closingTimeSchema = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Enter a closing time as HH:MM (00:00 to 24:00).');

export const timeIntervalSchema = z
  .object({ start: timeOfDaySchema, end: closingTimeSchema })
  .refine((interval) => minutesOfDay(interval.end) > minutesOfDay(interval.start), {
    error: 'The end must be after the start.',
    path: ['end'],
  });
export type TimeInterval = z.infer<typeof timeIntervalSchema>;

/**
 * One day: no intervals means closed (or not working). Intervals may come in any order but must not
 * overlap; touching ends (09:00–12:00, 12:00–18:00) are allowed.
 */
export const dayHoursSchema = z
  .array(timeIntervalSchema, { error: 'Send the hours as a list of intervals.' })
  .max(HOURS_LIMITS.intervalsPerDayMax, `At most ${HOURS_LIMITS.intervalsPerDayMax} intervals a day.`)
  .superRefine((intervals, context) => {
    const sorted = intervals
      .map((interval, index) => ({ index, start: minutesOfDay(interval.start), end: minutesOfDay(interval.end) }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.start < previous.end) {
        context.addIssue({ code: 'custom', message: 'These hours overlap another interval of the same day.', path: [current.index, 'start'] });
      }
    }
  });

/** Every weekday must be present, so "closed" is said, never guessed from a missing key. */
export const weeklyHoursSchema = z.object(
  {
    monday: dayHoursSchema,
    tuesday: dayHoursSchema,
    wednesday: dayHoursSchema,
    thursday: dayHoursSchema,
    friday: dayHoursSchema,
    saturday: dayHoursSchema,
    sunday: dayHoursSchema,
  } satisfies Record<Weekday, typeof dayHoursSchema>,
  { error: 'Send the hours of every weekday.' },
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const closedAllWeek = (): WeeklyHours => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
});

/**
 * What a new salon's hours (and a new employee's, while the salon has none) start from, for the
 * owner to confirm or change: Tuesday to Saturday, 09:00 to 18:00. Nothing stores it until saved.
 */
export const proposedWeeklyHours = (): WeeklyHours => {
  const day = () => [{ start: '09:00', end: '18:00' }];
  return { monday: [], tuesday: day(), wednesday: day(), thursday: day(), friday: day(), saturday: day(), sunday: [] };
};

/** Whether any weekday has hours: a salon (or an employee) without any is closed all week. */
export const hasWeeklyHours = (hours: WeeklyHours): boolean => Object.values(hours).some((day) => day.length > 0);
