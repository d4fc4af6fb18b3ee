import { z } from 'zod';
import { instantSchema } from './bookingSchemas';
import { idSchema } from './catalogFields';
import { limitSchema, pageSchema } from './paginationSchemas';
import { wholeNumberFromOne } from './wholeNumbers';

import { HISTORY_ACTIONS, HISTORY_RESOURCES, HISTORY_SECTIONS } from './historyRules';

/** One change: who, when, what, and the fields before and after (never secrets). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for changes made outside the app (the command line). */
  userId: z.number().int().nullable(),
  /** The person's name (or username) at the time: kept even if they leave the team. */
  userName: z.string(),
  section: z.enum(HISTORY_SECTIONS),
  resource: z.enum(HISTORY_RESOURCES),
  recordId: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** A short human label, e.g. "Booking status: cancelled" or "Gift card: redeem". */
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const id = wholeNumberFromOne({ notNumber: 'The person must be a team member\'s id.', notWhole: 'The person must be a team member\'s id.', tooSmall: 'The person must be a team member\'s id.' });

/** `GET /history?person&section&from&to&page&limit` (owner). */
export const historyListQuerySchema = z.object({
  person: id.optional(),
  section: z.enum(HISTORY_SECTIONS, { error: `The section is one of: ${HISTORY_SECTIONS.join(', ')}.` }).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  page: pageSchema,
  limit: limitSchema,
});
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>;

/** `GET /history/{resource}/{id}`: a record's History tab (newest first). */
export const historyRecordParamsSchema = z.object({
  resource: z.enum(HISTORY_RESOURCES, { error: `The resource is one of: ${HISTORY_RESOURCES.join(', ')}.` }),
  /** Singletons (contact, about) are recorded under id 1. */
  id: idSchema,
});
