import { z } from 'zod';
import { flagSchema, idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema } from './catalogFields';
import { calendarDateSchema, optionalEmailSchema, phoneSchema } from './contactSchemas';
import { limitSchema, pageSchema, searchSchema } from './paginationSchemas';
import { safeTextSchema } from './safeText';
import { BOOKING_STATUSES } from './bookingRules';

export const CLIENT_LIMITS = {
  firstNameMax: 60,
  lastNameMax: 60,
  notesMax: 2000,
  allergiesMax: 1000,
  tagsMax: 10,
  tagMax: 30,
} as const;

/** How the client list can be ordered; a leading `-` reverses it. */
export const CLIENT_SORTS = ['name', '-name', 'lastVisit', '-lastVisit', 'createdAt', '-createdAt'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

const tagSchema = safeTextSchema('tag', 'line', 'A tag must be text.')
  .min(1, 'A tag cannot be empty.')
  .max(CLIENT_LIMITS.tagMax, `A tag must be at most ${CLIENT_LIMITS.tagMax} characters.`);

/** Each tag once, whatever its capitals ("VIP" and "vip" are the same tag). */
const tagsSchema = z
  .array(tagSchema, { error: 'Send the tags as a list.' })
  .max(CLIENT_LIMITS.tagsMax, `At most ${CLIENT_LIMITS.tagsMax} tags.`)
  .refine((tags) => new Set(tags.map((tag) => tag.toLocaleLowerCase())).size === tags.length, 'A tag is listed twice.');

/**
 * What the client form edits. The phone is kept as the person typed it; the API also stores it in
 * E.164 (`phoneE164`), read with the salon's country (contact details, `phoneCountry`), which is
 * what search and duplicate checks compare.
 */
export const clientFormSchema = z.object({
  firstName: safeTextSchema('first name', 'line', 'Enter the client\u2019s first name.')
    .min(1, 'Enter the client\u2019s first name.')
    .max(CLIENT_LIMITS.firstNameMax, `The first name must be at most ${CLIENT_LIMITS.firstNameMax} characters.`),
  // One line like the first name: no line breaks or invisible characters in a name.
  lastName: safeTextSchema('last name', 'line', 'The last name must be text.').max(
    CLIENT_LIMITS.lastNameMax,
    `The last name must be at most ${CLIENT_LIMITS.lastNameMax} characters.`,
  ),
  phone: phoneSchema('Enter the client\u2019s phone number.'),
  email: optionalEmailSchema,
  birthday: calendarDateSchema.nullable(),
  /** Shown prominently wherever the client appears (booking dialog, drawer, client page). */
  allergies: optionalTextSchema('allergies and sensitivities', CLIENT_LIMITS.allergiesMax),
  notes: optionalTextSchema('notes', CLIENT_LIMITS.notesMax),
  tags: tagsSchema,
  /** Agrees to e-mails from the salon; confirmations and reminders go only to clients who agreed. */
  marketingConsent: flagSchema('Consent'),
});
export type ClientFormValues = z.infer<typeof clientFormSchema>;

/** `POST /clients`. */
export const clientCreateSchema = clientFormSchema;
export type ClientCreateInput = z.infer<typeof clientCreateSchema>;

/** `PUT /clients`: fields left out stay as they are; 409 when `version` is stale. */
export const clientUpdateSchema = clientFormSchema.partial().extend({ id: jsonIdSchema, version: jsonVersionSchema });
export type ClientUpdateInput = z.infer<typeof clientUpdateSchema>;

export const clientIdParamsSchema = z.object({ id: idSchema });

/**
 * `GET /clients?page&limit&q&sort`: `q` finds any part of the name, the phone in any form
 * ("06 12 34 56 78", "+31612345678", "612345678") or the e-mail, ignoring accents and capitals.
 */
export const clientListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema,
  q: searchSchema,
  sort: z.enum(CLIENT_SORTS, { error: `Sort by ${CLIENT_SORTS.join(', ')}.` }).default('name'),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** `GET /clients/duplicates?phone&email&excludeId`: who the new or edited client may already be ("Is this …?"). */
export const clientDuplicatesQuerySchema = z.object({
  phone: z.string().trim().max(40).default(''),
  email: z.string().trim().max(254).default(''),
  excludeId: idSchema.optional(),
});
export type ClientDuplicatesQuery = z.infer<typeof clientDuplicatesQuerySchema>;

/** `POST /clients/{id}/merge`: `duplicateId` (at its `duplicateVersion`) is folded into `{id}` (at `version`) and removed. */
export const clientMergeSchema = z.object({
  version: jsonVersionSchema,
  duplicateId: jsonIdSchema,
  duplicateVersion: jsonVersionSchema,
});
export type ClientMergeInput = z.infer<typeof clientMergeSchema>;

/** `POST /clients/{id}/erase`: anonymises the person everywhere; bookings, counts and money stay. */
export const clientEraseSchema = z.object({ version: jsonVersionSchema });
export type ClientEraseInput = z.infer<typeof clientEraseSchema>;

export const clientRecordSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** As typed. */
  phone: z.string(),
  /** "+31612345678", or '' when the number cannot be read as one. */
  phoneE164: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  allergies: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  marketingConsent: z.boolean(),
  /** When consent was last given; null while not given. */
  marketingConsentAt: z.string().nullable(),
  /** Set once the client was erased: the record is kept, anonymised, for the bookings and ledger. */
  erasedAt: z.string().nullable(),
  /** Start of the latest arrived or completed visit. */
  lastVisitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Client = z.infer<typeof clientRecordSchema>;

/** One booking on a client's page. */
export const clientVisitSchema = z.object({
  bookingId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  serviceNames: z.array(z.string()),
  employeeNames: z.array(z.string()),
  totalPrice: z.number(),
});
export type ClientVisit = z.infer<typeof clientVisitSchema>;

/** A gift card the client bought or received, with what has been redeemed from it. */
export const clientGiftCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  role: z.enum(['purchaser', 'recipient']),
  initialValue: z.number(),
  balance: z.number(),
  redeemed: z.number(),
  status: z.string(),
  issuedAt: z.string(),
});
export type ClientGiftCard = z.infer<typeof clientGiftCardSchema>;

/** `GET /clients/{id}/history`: what the client's page shows under the details. */
export const clientHistorySchema = z.object({
  upcoming: z.array(clientVisitSchema),
  past: z.array(clientVisitSchema),
  counts: z.object({ visits: z.number().int(), noShows: z.number().int(), cancellations: z.number().int() }),
  /** Sum of arrived and completed visits' prices. */
  totalSpent: z.number(),
  giftCards: z.array(clientGiftCardSchema),
});
export type ClientHistory = z.infer<typeof clientHistorySchema>;
