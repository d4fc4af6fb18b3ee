import { z } from 'zod';
import { jsonChoiceIdSchema } from './choiceIds';
import { idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema } from './catalogFields';
import { optionalEmailSchema, phoneSchema } from './contactSchemas';
import { limitSchema, pageSchema, searchSchema } from './paginationSchemas';
import { safeTextSchema } from './safeText';
import { BOOKING_SOURCES, BOOKING_STATUSES } from './bookingRules';
import { INSTANT_RANGE_MESSAGE, isInstantInRange } from './instantRange';

export const BOOKING_LIMITS = {
  itemsMax: 10,
  customerNameMax: 80,
  notesMax: 1000,
  reasonMax: 200,
  /** The longest range one calendar call returns (six weeks: a month view with its edges). */
  rangeDaysMax: 42,
  rangeBookingsMax: 2000,
} as const;

export {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  BOOKING_STATUSES_HOLDING_TIME,
  BOOKING_SOURCES,
  type BookingStatus,
  type BookingSource,
} from './bookingRules';
/**
 * An instant with its offset, e.g. 2026-03-29T09:00:00Z or 2026-03-29T10:00:00+01:00, inside
 * `INSTANT_RANGE` once read as UTC (so 2000-01-01T00:30:00+01:00, still 1999 in UTC, is refused).
 * The one place the range is enforced: the API also runs computed ends through it.
 */
const instantWith = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    // A time that cannot be read already has its message; a second one about the range would hide it.
    .refine((text) => Number.isNaN(Date.parse(text)) || isInstantInRange(Date.parse(text)), { error: INSTANT_RANGE_MESSAGE });

export const instantSchema = instantWith('Enter a date and time with its offset from UTC, for example 2026-03-29T09:00:00Z.');

const requiredPhone = phoneSchema('Enter the customer\u2019s phone number.');

/** One service of a booking, with who does it and when it starts. Duration and price come from the catalogue. */
export const bookingItemInputSchema = z.object({
  serviceId: jsonChoiceIdSchema('Choose a service.'),
  employeeId: jsonChoiceIdSchema('Choose an employee.'),
  startsAt: instantWith('Choose a start time.'),
});
export type BookingItemInput = z.infer<typeof bookingItemInputSchema>;

const bookingFields = {
  /**
   * The client booked for. With it, the booking's name, phone and e-mail are the client's; without
   * it, the API finds the client with the same name and phone or records a new one, so every
   * booking refers to a client.
   */
  clientId: jsonIdSchema.optional(),
  customerName: safeTextSchema('name', 'line', 'Enter the customer\u2019s name.')
    .min(1, 'Enter the customer\u2019s name.')
    .max(BOOKING_LIMITS.customerNameMax, `The name must be at most ${BOOKING_LIMITS.customerNameMax} characters.`),
  customerPhone: requiredPhone,
  customerEmail: optionalEmailSchema,
  items: z
    .array(bookingItemInputSchema, { error: 'Add at least one service.' })
    .min(1, 'Add at least one service.')
    .max(BOOKING_LIMITS.itemsMax, `At most ${BOOKING_LIMITS.itemsMax} services in one booking.`),
  source: z.enum(BOOKING_SOURCES, { error: 'Choose how the booking came in.' }),
  notes: optionalTextSchema('notes', BOOKING_LIMITS.notesMax),
  /**
   * Book it even if the employee is already busy then (a double-booking the salon chooses). The
   * other checks (hours, services) still apply. Recorded with its reason.
   */
  overrideOverlap: z.boolean({ error: 'Override must be true or false.' }).default(false),
  overrideReason: optionalTextSchema('override reason', BOOKING_LIMITS.reasonMax).default(''),
  /**
   * A start before now is refused unless this says the booking records a visit that already
   * happened (entered afterwards), so a mistyped date is never accepted silently. Absent: false
   * (optional, so callers written before it need no change).
   */
  recordPastVisit: z.boolean({ error: 'Record a past visit must be true or false.' }).optional(),
};

const overrideNeedsReason = (value: { overrideOverlap: boolean; overrideReason: string }) =>
  !value.overrideOverlap || value.overrideReason.length >= 3;
const overrideReasonIssue = { error: 'Say why this employee is double-booked.', path: ['overrideReason'] };

/** `POST /bookings`: a new booking starts as pending, or confirmed when the salon says so. */
export const bookingCreateSchema = z
  .object({ ...bookingFields, status: z.enum(['pending', 'confirmed'], { error: 'A new booking is pending or confirmed.' }).default('pending') })
  .refine(overrideNeedsReason, overrideReasonIssue);
export type BookingCreateInput = z.infer<typeof bookingCreateSchema>;

/** `PUT /bookings`: details and times (a reschedule is a PUT with new start times). */
export const bookingUpdateSchema = z.object({ id: jsonIdSchema, version: jsonVersionSchema, ...bookingFields }).refine(overrideNeedsReason, overrideReasonIssue);
export type BookingUpdateInput = z.infer<typeof bookingUpdateSchema>;

const statusSchema = z.enum(BOOKING_STATUSES, { error: 'Choose a booking status.' });
const reasonSchema = optionalTextSchema('reason', BOOKING_LIMITS.reasonMax);
const cancelNeedsReason = (value: { status: string; reason: string }) => value.status !== 'cancelled' || value.reason.length >= 3;
const cancelReasonIssue = { error: 'Say why the booking is cancelled.', path: ['reason'] };

/** `POST /bookings/{id}/status`. */
export const bookingStatusChangeSchema = z
  .object({ version: jsonVersionSchema, status: statusSchema, reason: reasonSchema.default('') })
  .refine(cancelNeedsReason, cancelReasonIssue);
export type BookingStatusChangeInput = z.infer<typeof bookingStatusChangeSchema>;

/**
 * `POST /bookings/{id}/status/undo`: takes the last status change back, the same salon day, to the
 * status it came from. The version is the one the undo was offered for (409 when it moved on).
 */
export const bookingStatusUndoSchema = z.object({ version: jsonVersionSchema });
export type BookingStatusUndoInput = z.infer<typeof bookingStatusUndoSchema>;

/**
 * The booking drawer's Change status form: the status its button chose and the cancel reason, with
 * the API's words (a cancel needs a reason of at least 3 characters). The version is the drawer's.
 */
export const bookingStatusFormSchema = z.object({ status: statusSchema, reason: reasonSchema }).refine(cancelNeedsReason, cancelReasonIssue);
/** What the Change status form holds. */
export type BookingStatusFormValues = z.infer<typeof bookingStatusFormSchema>;

export const bookingIdParamsSchema = z.object({ id: idSchema });

/** `GET /bookings?page&limit&q&status&employeeId&from&to`: the list view, by start time. */
export const bookingListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema,
  q: searchSchema,
  status: z.enum(BOOKING_STATUSES, { error: 'Choose a booking status.' }).optional(),
  employeeId: idSchema.optional(),
  /** One client's bookings. */
  clientId: idSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** `GET /bookings/range?from&to&employeeId`: every booking in a calendar's range, unpaged. */
export const bookingRangeQuerySchema = z
  .object({ from: instantSchema, to: instantSchema, employeeId: idSchema.optional() })
  .refine((range) => Date.parse(range.to) > Date.parse(range.from), { error: 'The range must end after it starts.', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= BOOKING_LIMITS.rangeDaysMax * 24 * 60 * 60 * 1000, {
    error: `Ask for at most ${BOOKING_LIMITS.rangeDaysMax} days at once.`,
    path: ['to'],
  });
export type BookingRangeQuery = z.infer<typeof bookingRangeQuerySchema>;

export const bookingItemRecordSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string(),
  employeeId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  /** Taken from the catalogue when booked; `null` for a free service. */
  price: z.number().nullable(),
});
export type BookingItem = z.infer<typeof bookingItemRecordSchema>;

export const bookingRecordSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  notes: z.string(),
  cancelReason: z.string(),
  overlapOverride: z.boolean(),
  overrideReason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The status before the last status change while it may be undone (see `statusChangedAt`); null: nothing to undo. */
  previousStatus: z.enum(BOOKING_STATUSES).nullable(),
  /** When the last status change was made; the undo is offered until the salon's day ends. */
  statusChangedAt: z.string().nullable(),
  totalPrice: z.number(),
  items: z.array(bookingItemRecordSchema),
  /** The repeating booking this visit belongs to (`/bookings/series`), and which of its planned visits it is (1 first). */
  seriesId: z.number().int().nullable(),
  seriesOccurrence: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Booking = z.infer<typeof bookingRecordSchema>;

/** A select that holds '' until something is picked, and the picked record's id as text. */
const chosenIdSchema = (nothingChosen: string) =>
  z
    .string({ error: nothingChosen })
    .regex(/^[1-9]\d*$/, nothingChosen)
    .transform(Number);

/**
 * One line of the New booking form. The start is the salon's wall clock (`YYYY-MM-DDTHH:MM`, as the
 * date and time boxes hold it): the form turns it into an instant in the salon's time zone, so a
 * person never reads about time zone offsets.
 */
export const bookingFormItemSchema = z.object({
  serviceId: chosenIdSchema('Choose a service.'),
  employeeId: chosenIdSchema('Choose an employee.'),
  startsAt: z.string({ error: 'Choose a start time.' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a start time.'),
});

/**
 * The New booking form: the API's rules with the lines as the boxes hold them. How many lines is
 * left to the API (the form offers at most `itemsMax`), so its words are written once.
 */
export const bookingCreateFormSchema = z
  .object({ ...bookingCreateSchema.shape, items: z.array(bookingFormItemSchema) })
  .refine(overrideNeedsReason, overrideReasonIssue);
/** What the New booking form holds before validation. */
export type BookingCreateFormInput = z.input<typeof bookingCreateFormSchema>;
/** The checked form: ids as numbers, starts still on the salon's clock. */
export type BookingCreateFormValues = z.output<typeof bookingCreateFormSchema>;
