import { z } from 'zod';
import { jsonChoiceIdSchema } from './choiceIds';
import {
  CATALOG_LIMITS,
  descriptionSchema,
  displayOrderSchema,
  flagSchema,
  idSchema,
  jsonIdSchema,
  jsonVersionSchema,
  nameSchema,
} from './catalogFields';
import { moneySchema } from './money';
import { limitSchema, pageSchema, searchSchema } from './paginationSchemas';

export const PRICE_TYPES = ['fixed', 'from', 'free'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const priceTypeSchema = z.enum(PRICE_TYPES, { error: 'The price type must be fixed, from or free.' });

/** Money as the API speaks it: a decimal number of the salon's currency with at most two decimals. */
export const priceSchema = moneySchema({ what: 'price', min: 0, max: CATALOG_LIMITS.priceMax, zero: 'allowed' });

export const durationSchema = z
  .number({ error: 'Enter the duration in minutes, for example 45.' })
  .int('The duration must be a whole number of minutes.')
  .min(CATALOG_LIMITS.durationMin, `The duration must be at least ${CATALOG_LIMITS.durationMin} minutes.`)
  .max(CATALOG_LIMITS.durationMax, `The duration must be at most ${CATALOG_LIMITS.durationMax} minutes.`);

/** Minutes the employee stays busy after the service (cleaning, drying); no one is booked in them. */
const bufferSchema = z
  .number({ error: 'Enter the clean-up time in minutes, for example 10, or 0 for none.' })
  .int('The clean-up time must be a whole number of minutes.')
  .min(0, 'The clean-up time cannot be negative: enter 0 for none.')
  .max(CATALOG_LIMITS.bufferMax, `The clean-up time must be at most ${CATALOG_LIMITS.bufferMax} minutes.`);

const parentId = jsonChoiceIdSchema('Choose a service group.');
const serviceName = nameSchema('name');
const active = flagSchema('Active');

interface PriceFields {
  priceType?: PriceType | undefined;
  price?: number | null | undefined;
}

/** A price is required unless the service is free, and a free service has none. */
function checkPrice(value: PriceFields, ctx: z.RefinementCtx): void {
  if (value.priceType === undefined) return;
  const hasPrice = value.price !== undefined && value.price !== null;
  if (value.priceType !== 'free' && !hasPrice) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter a price, or choose the price type "free".' });
  }
  if (value.priceType === 'free' && hasPrice && value.price !== 0) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'A free service has no price: leave the price empty.' });
  }
}

const serviceFields = {
  parentId,
  name: serviceName,
  description: descriptionSchema,
  durationMinutes: durationSchema,
  bufferMinutes: bufferSchema,
  priceType: priceTypeSchema,
  price: priceSchema.nullable(),
  displayOrder: displayOrderSchema,
  active,
};

/** What the service dialog edits. */
export const serviceFormSchema = z.object(serviceFields).superRefine(checkPrice);
export type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/** Body of `POST /services` (JSON). */
export const serviceCreateSchema = z
  .object({
    ...serviceFields,
    description: descriptionSchema.default(''),
    bufferMinutes: bufferSchema.default(0),
    price: priceSchema.nullable().optional(),
    displayOrder: displayOrderSchema.default(0),
    active: active.default(true),
  })
  .superRefine(checkPrice);
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

/**
 * Body of `PUT /services` (JSON): fields left out stay as they are. When the price type or the
 * price changes, the pair is checked again against what is stored.
 */
export const serviceUpdateSchema = z
  .object({
    id: jsonIdSchema,
    version: jsonVersionSchema,
    parentId: parentId.optional(),
    name: serviceName.optional(),
    description: descriptionSchema.optional(),
    durationMinutes: durationSchema.optional(),
    bufferMinutes: bufferSchema.optional(),
    priceType: priceTypeSchema.optional(),
    price: priceSchema.nullable().optional(),
    displayOrder: displayOrderSchema.optional(),
    active: active.optional(),
  })
  .superRefine(checkPrice);
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;

export const serviceIdParamsSchema = z.object({ id: idSchema });

/** `GET /services?page=&limit=&q=`: every service of every group. */
export const serviceListQuerySchema = z.object({ page: pageSchema, limit: limitSchema, q: searchSchema });
