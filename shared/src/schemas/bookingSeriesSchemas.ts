import { z } from 'zod';
import { idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema } from './catalogFields';
import { jsonChoiceIdSchema } from './choiceIds';
import { calendarDateSchema } from './contactSchemas';
import { BOOKING_LIMITS, bookingCreateSchema, bookingRecordSchema, instantSchema } from './bookingSchemas';
import { timeOfDaySchema } from './weeklyHoursSchemas';

export const SERIES_LIMITS = {
  everyWeeksMin: 1,
  everyWeeksMax: 8,
  timesMin: 2,
  timesMax: 52,
  /** "Until a date": at most this many days after the first visit (a year). */
  untilDaysMax: 366,
} as const;

/** How a repeat ends: after a number of visits (the first included) or on a date (inclusive). */
export const SERIES_END_KINDS = ['times', 'until'] as const;
export type SeriesEndKind = (typeof SERIES_END_KINDS)[number];

const wholeNumberIn = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number from ${min} to ${max}.` })
    .int(`${what} must be a whole number from ${min} to ${max}.`)
    .min(min, `${what} must be a whole number from ${min} to ${max}.`)
    .max(max, `${what} must be a whole number from ${min} to ${max}.`);

/**
 * The repeat rule: every `everyWeeks` weeks on the first visit's weekday and wall-clock time (the
 * salon's time zone, so 10:00 stays 10:00 across a clock change), `times` visits in all or each one
 * up to `until`. The API also refuses an `until` more than a year after the first visit or too
 * close to give a second one, naming both dates.
 */
export const repeatRuleSchema = z.discriminatedUnion(
  'ends',
  [
    z.object({
      everyWeeks: wholeNumberIn('Repeat every', SERIES_LIMITS.everyWeeksMin, SERIES_LIMITS.everyWeeksMax),
      ends: z.literal('times'),
      times: wholeNumberIn('The number of visits', SERIES_LIMITS.timesMin, SERIES_LIMITS.timesMax),
    }),
    z.object({
      everyWeeks: wholeNumberIn('Repeat every', SERIES_LIMITS.everyWeeksMin, SERIES_LIMITS.everyWeeksMax),
      ends: z.literal('until'),
      until: calendarDateSchema,
    }),
  ],
  { error: 'Choose whether the repeat ends after a number of visits or on a date.' },
);
export type RepeatRule = z.infer<typeof repeatRuleSchema>;

/** `POST /bookings/series/preview`: the first visit exactly as `POST /bookings` takes it, and the rule. */
export const bookingSeriesPreviewSchema = z.object({ booking: bookingCreateSchema, repeat: repeatRuleSchema });
export type BookingSeriesPreviewInput = z.infer<typeof bookingSeriesPreviewSchema>;

/** What to do with one planned visit (1 is the first) instead of booking it as planned. */
export const seriesOccurrenceChangeSchema = z.discriminatedUnion(
  'choice',
  [
    z.object({ occurrence: jsonIdSchema, choice: z.literal('skip') }),
    /** Moved: the visit's first service starts at `startsAt`; the others keep their distance to it. */
    z.object({ occurrence: jsonIdSchema, choice: z.literal('move'), startsAt: instantSchema }),
  ],
  { error: 'Each change skips or moves one visit.' },
);
export type SeriesOccurrenceChange = z.infer<typeof seriesOccurrenceChangeSchema>;

/** `POST /bookings/series`: the preview's body and the skipped and moved visits; all are booked or none. */
export const bookingSeriesCreateSchema = z.object({
  ...bookingSeriesPreviewSchema.shape,
  changes: z
    .array(seriesOccurrenceChangeSchema, { error: 'List the skipped and moved visits (or none).' })
    .max(SERIES_LIMITS.timesMax, `At most ${SERIES_LIMITS.timesMax} changes.`)
    .refine((changes) => new Set(changes.map((change) => change.occurrence)).size === changes.length, 'Each visit is skipped or moved once at most.')
    .default([]),
});
export type BookingSeriesCreateInput = z.infer<typeof bookingSeriesCreateSchema>;

/** One planned visit of a preview: its start as an instant and on the salon's clock, and why it does not fit. */
export const seriesOccurrenceSchema = z.object({
  occurrence: z.number().int(),
  startsAt: z.string(),
  /** The salon's calendar day and time, YYYY-MM-DD and HH:MM. */
  date: z.string(),
  time: z.string(),
  /** The sentence `POST /bookings` would answer with, or null when the visit fits. */
  conflict: z.string().nullable(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const bookingSeriesPreviewRecordSchema = z.object({ timeZone: z.string(), occurrences: z.array(seriesOccurrenceSchema) });
export type BookingSeriesPreview = z.infer<typeof bookingSeriesPreviewRecordSchema>;

/** A series and the visits it booked, by start (cancelled ones included). */
export const bookingSeriesRecordSchema = z.object({
  id: z.number().int(),
  everyWeeks: z.number().int(),
  ends: z.enum(SERIES_END_KINDS),
  times: z.number().int().nullable(),
  until: z.string().nullable(),
  /** The planned visits left out when it was made. */
  skipped: z.array(z.number().int()),
  bookings: z.array(bookingRecordSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BookingSeries = z.infer<typeof bookingSeriesRecordSchema>;

export const bookingSeriesIdParamsSchema = z.object({ id: idSchema });

/** One service of "this and the following": who does it and at what time of day (the salon's clock). */
export const seriesItemChangeSchema = z.object({
  serviceId: jsonChoiceIdSchema('Choose a service.'),
  employeeId: jsonChoiceIdSchema('Choose an employee.'),
  startTime: timeOfDaySchema,
});

/**
 * `PUT /bookings/series/{id}/following`: from the visit `fromBookingId` on, every visit still to
 * happen (pending or confirmed) gets these services, people and times of day on its own date, and
 * these notes; each is checked as a reschedule. `version` is the series'.
 */
export const bookingSeriesFollowingSchema = z.object({
  fromBookingId: jsonIdSchema,
  version: jsonVersionSchema,
  items: z
    .array(seriesItemChangeSchema, { error: 'Add at least one service.' })
    .min(1, 'Add at least one service.')
    .max(BOOKING_LIMITS.itemsMax, `At most ${BOOKING_LIMITS.itemsMax} services in one booking.`),
  notes: optionalTextSchema('notes', BOOKING_LIMITS.notesMax),
});
export type BookingSeriesFollowingInput = z.infer<typeof bookingSeriesFollowingSchema>;

/** `POST /bookings/series/{id}/cancel-following`: cancels the visit and the later ones still to happen. */
export const bookingSeriesCancelFollowingSchema = z.object({
  fromBookingId: jsonIdSchema,
  version: jsonVersionSchema,
  reason: optionalTextSchema('reason', BOOKING_LIMITS.reasonMax).refine((reason) => reason.length >= 3, 'Say why the visits are cancelled.'),
});
export type BookingSeriesCancelFollowingInput = z.infer<typeof bookingSeriesCancelFollowingSchema>;
