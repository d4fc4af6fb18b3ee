import { z } from 'zod';
import { idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema } from './catalogFields';
import { calendarDateSchema } from './contactSchemas';
import { instantSchema } from './bookingSchemas';
import { jsonChoiceIdSchema } from './choiceIds';
import { minutesOfDay, timeOfDaySchema, WEEKDAYS } from './weeklyHoursSchemas';

/** Why an employee is away. A break is short and usually repeats (lunch every weekday). */
export const TIME_OFF_REASONS = ['holiday', 'sick', 'training', 'break'] as const;
export type TimeOffReason = (typeof TIME_OFF_REASONS)[number];

/** `once`: one stretch of days or part of a day; `weekly`: the same hours on chosen weekdays. */
export const TIME_OFF_KINDS = ['once', 'weekly'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

export const TIME_OFF_LIMITS = {
  noteMax: 200,
  /** A single stretch covers at most a year; longer absences are not time off but leaving. */
  onceDaysMax: 366,
} as const;

const reasonSchema = z.enum(TIME_OFF_REASONS, { error: 'Choose why: holiday, sick, training or break.' });
const weekdaysSchema = z
  .array(z.enum(WEEKDAYS, { error: 'Choose weekdays from Monday to Sunday.' }), { error: 'Choose at least one weekday.' })
  .min(1, 'Choose at least one weekday.')
  .max(7, 'Each weekday once.')
  .refine((days) => new Set(days).size === days.length, 'Each weekday once.');
const optionalTime = timeOfDaySchema.nullable();

/**
 * Times are the salon's wall clock (its time zone, contact details), as the staff say them: the API
 * turns them into instants, so a holiday across a clock change still covers whole days.
 *
 * - `once`: from `fromDate` to `untilDate` (inclusive). Without times, whole days; with
 *   `startTime` and `endTime`, from `startTime` on the first day to `endTime` on the last
 *   (a sick afternoon: the same day, 13:00–18:00).
 * - `weekly`: `startTime`–`endTime` on each of `weekdays`, from `fromDate`, until `untilDate` or for good (`null`).
 */
const timeOffFields = {
  employeeId: jsonChoiceIdSchema('Choose an employee.'),
  reason: reasonSchema,
  note: optionalTextSchema('note', TIME_OFF_LIMITS.noteMax).default(''),
  kind: z.enum(TIME_OFF_KINDS, { error: 'Choose once or every week.' }),
  fromDate: calendarDateSchema,
  untilDate: calendarDateSchema.nullable(),
  startTime: optionalTime,
  endTime: optionalTime,
  /** Only for `weekly`; `[]` for `once`. */
  weekdays: z.array(z.enum(WEEKDAYS)).default([]),
};

type TimeOffShape = {
  kind: TimeOffKind;
  fromDate: string;
  untilDate: string | null;
  startTime: string | null;
  endTime: string | null;
  weekdays: readonly string[];
};

/** The rules that join the fields, in the words the form shows next to each box. */
function checkTimeOff(value: TimeOffShape, ctx: z.RefinementCtx): void {
  const bothTimes = value.startTime !== null && value.endTime !== null;
  if ((value.startTime === null) !== (value.endTime === null)) {
    ctx.addIssue({ code: 'custom', path: [value.startTime === null ? 'startTime' : 'endTime'], message: 'Enter both times, or neither for whole days.' });
  }
  if (value.untilDate !== null && value.untilDate < value.fromDate) {
    ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'The last day must be on or after the first.' });
  }
  if (value.kind === 'once') {
    if (value.untilDate === null) ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'Enter the last day.' });
    else {
      const days = (Date.parse(`${value.untilDate}T00:00:00Z`) - Date.parse(`${value.fromDate}T00:00:00Z`)) / 86_400_000 + 1;
      if (days > TIME_OFF_LIMITS.onceDaysMax) ctx.addIssue({ code: 'custom', path: ['untilDate'], message: `At most ${TIME_OFF_LIMITS.onceDaysMax} days at once.` });
    }
    if (bothTimes && value.untilDate === value.fromDate && minutesOfDay(value.endTime!) <= minutesOfDay(value.startTime!)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must be after the start.' });
    }
    if (value.weekdays.length > 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Weekdays are only for time off that repeats every week.' });
  } else {
    if (!bothTimes) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Enter the start and end time of the repeating time off.' });
    else if (minutesOfDay(value.endTime!) <= minutesOfDay(value.startTime!)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must be after the start.' });
    }
    const days = weekdaysSchema.safeParse(value.weekdays);
    if (!days.success) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: days.error.issues[0]?.message ?? 'Choose at least one weekday.' });
  }
}

/** `POST /time-off`. */
export const timeOffCreateSchema = z.object(timeOffFields).superRefine(checkTimeOff);
export type TimeOffCreateInput = z.infer<typeof timeOffCreateSchema>;

/** `PUT /time-off`: the whole entry again with its version (409 on stale). */
export const timeOffUpdateSchema = z.object({ id: jsonIdSchema, version: jsonVersionSchema, ...timeOffFields }).superRefine(checkTimeOff);
export type TimeOffUpdateInput = z.infer<typeof timeOffUpdateSchema>;

/** The Time off form: the API's fields and words (the employee chosen as text by a select). */
export const timeOffFormSchema = timeOffCreateSchema;
export type TimeOffFormInput = z.input<typeof timeOffFormSchema>;

export const timeOffIdParamsSchema = z.object({ id: idSchema });

/** `GET /time-off?employeeId&from`: the entries of one employee (or all), those not over before `from` (a date; default today). */
export const timeOffListQuerySchema = z.object({ employeeId: idSchema.optional(), from: calendarDateSchema.optional() });
export type TimeOffListQuery = z.infer<typeof timeOffListQuerySchema>;

export const timeOffRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  reason: z.enum(TIME_OFF_REASONS),
  note: z.string(),
  kind: z.enum(TIME_OFF_KINDS),
  fromDate: z.string(),
  untilDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TimeOff = z.infer<typeof timeOffRecordSchema>;

/** `GET /time-off/blocks?from&to&employeeId` (at most 42 days): every stretch of time off in the range, repeats unrolled, as instants. What calendars shade. */
export const timeOffBlocksQuerySchema = z
  .object({ from: instantSchema, to: instantSchema, employeeId: idSchema.optional() })
  .refine((range) => Date.parse(range.to) > Date.parse(range.from), { error: 'The range must end after it starts.', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 42 * 86_400_000, { error: 'Ask for at most 42 days at once.', path: ['to'] });
export type TimeOffBlocksQuery = z.infer<typeof timeOffBlocksQuerySchema>;

export const timeOffBlockSchema = z.object({
  timeOffId: z.number().int(),
  employeeId: z.number().int(),
  reason: z.enum(TIME_OFF_REASONS),
  note: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TimeOffBlock = z.infer<typeof timeOffBlockSchema>;
