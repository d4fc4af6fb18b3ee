import { z } from 'zod';
import { giftCardActionSchema, giftCardIssueSchema, positiveAmountSchema, type GiftCardAction } from './giftCardSchemas';

/**
 * The Issue gift card form: the API's schema, except for what the boxes hold before anything is
 * typed. The value box holds `null` until an amount is typed (the amount rule answers it with
 * "Enter an amount."), and the date box holds '' for "no expiry", which the API spells `null`.
 */
export const giftCardIssueFormSchema = giftCardIssueSchema.extend({
  initialValue: z.preprocess<unknown, typeof positiveAmountSchema, number | null>((amount) => amount, positiveAmountSchema),
  expiresOn: z
    .string()
    .transform((day) => (day === '' ? null : day))
    .pipe(giftCardIssueSchema.shape.expiresOn),
});

/** What the Issue gift card form holds before validation. */
export type GiftCardIssueFormInput = z.input<typeof giftCardIssueFormSchema>;

/**
 * What the Record a change form holds: every box of every action (`null` for an untyped amount),
 * whichever action is chosen.
 */
export interface GiftCardActionFormInput {
  type: GiftCardAction;
  amount: number | null;
  expiresOn: string;
  reason: string;
}

/**
 * The Record a change form: the API's action schema read over all the boxes. Each action's object
 * keeps only its own fields, so a box another action left filled is never sent.
 */
export const giftCardActionFormSchema = z.preprocess<unknown, typeof giftCardActionSchema, GiftCardActionFormInput>((boxes) => boxes, giftCardActionSchema);
