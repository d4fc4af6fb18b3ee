import { z } from 'zod';
import { giftCardIssueSchema, positiveAmountSchema } from './giftCardSchemas';

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
