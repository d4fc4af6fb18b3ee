import { z } from 'zod';
import { giftCardIssueSchema, positiveAmountSchema } from '@nail-or-never/shared/schemas';

/**
 * The issue form's schema: the API's, except for what the boxes hold before anything is typed. The
 * value box holds `null` until an amount is typed (the amount rule answers it with "Enter an
 * amount."), and the date box holds '' for "no expiry", which the API spells `null`.
 */
export const issueFormSchema = giftCardIssueSchema.extend({
  initialValue: z.preprocess<unknown, typeof positiveAmountSchema, number | null>((amount) => amount, positiveAmountSchema),
  expiresOn: z
    .string()
    .transform((day) => (day === '' ? null : day))
    .pipe(giftCardIssueSchema.shape.expiresOn),
});

/** What the form holds before validation. */
export type IssueFormValues = z.input<typeof issueFormSchema>;

export const EMPTY_ISSUE_FORM: IssueFormValues = {
  initialValue: null,
  expiresOn: '',
  purchaserName: '',
  purchaserEmail: '',
  recipientName: '',
  recipientEmail: '',
  purchaserPhone: '',
  recipientPhone: '',
  message: '',
  notes: '',
};
