import type { GiftCardIssueFormInput } from '@nail-or-never/shared/schemas';

/** A new card's form: nothing typed yet, no expiry. */
export const EMPTY_ISSUE_FORM: GiftCardIssueFormInput = {
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
