import { z } from 'zod';
import { idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema } from './catalogFields';
import { moneySchema } from './money';
import { calendarDateSchema, optionalEmailSchema, optionalPhoneSchema } from './contactSchemas';
import { limitSchema, pageSchema, searchSchema } from './paginationSchemas';
import { safeTextSchema } from './safeText';
import { GIFT_CARD_STATUSES } from './giftCardRules';

export const GIFT_CARD_LIMITS = {
  /** The most one card may hold, at issue and after any top-up (the salon's own cap). */
  valueMax: 1000,
  personNameMax: 80,
  messageMax: 500,
  notesMax: 1000,
  reasonMax: 200,
} as const;

export { GIFT_CARD_STATUSES, type GiftCardStatus } from './giftCardRules';

/** Every change of a card is one of these, kept in its append-only ledger. */
export const GIFT_CARD_TRANSACTION_TYPES = ['issue', 'redeem', 'top_up', 'refund', 'adjust', 'extend', 'cancel'] as const;
export type GiftCardTransactionType = (typeof GIFT_CARD_TRANSACTION_TYPES)[number];

/** What an administrator can do to an existing card (`issue` happens once, when it is created). */
export const GIFT_CARD_ACTIONS = ['redeem', 'top_up', 'refund', 'adjust', 'extend', 'cancel'] as const;
export type GiftCardAction = (typeof GIFT_CARD_ACTIONS)[number];

/** An amount of money in the salon's currency: at least one cent, at most what a card may hold. */
export const positiveAmountSchema = moneySchema({ what: 'amount', min: 0.01, max: GIFT_CARD_LIMITS.valueMax, zero: 'refused' });

/** A correction either way: not zero. */
const signedAmountSchema = moneySchema({ what: 'amount', min: -GIFT_CARD_LIMITS.valueMax, max: GIFT_CARD_LIMITS.valueMax, zero: 'refused' });

const reasonSchema = safeTextSchema('reason', 'line', 'Give a reason.')
  .min(3, 'Give a reason (at least 3 characters): it stays in the card\u2019s history.')
  .max(GIFT_CARD_LIMITS.reasonMax, `The reason must be at most ${GIFT_CARD_LIMITS.reasonMax} characters.`);
const optionalReason = optionalTextSchema('reason', GIFT_CARD_LIMITS.reasonMax).default('');

/** A name is one line: a person's name never needs a line break or a tab. */
const personName = (what: string) =>
  safeTextSchema(what, 'line', `The ${what} must be text.`).max(GIFT_CARD_LIMITS.personNameMax, `The ${what} must be at most ${GIFT_CARD_LIMITS.personNameMax} characters.`);

/** The people and words of a card: what `PUT /gift-cards` may change. */
const giftCardDetails = {
  purchaserName: personName('purchaser\u2019s name'),
  purchaserEmail: optionalEmailSchema,
  purchaserPhone: optionalPhoneSchema,
  recipientName: personName('recipient\u2019s name'),
  recipientEmail: optionalEmailSchema,
  recipientPhone: optionalPhoneSchema,
  message: optionalTextSchema('message', GIFT_CARD_LIMITS.messageMax),
  notes: optionalTextSchema('internal notes', GIFT_CARD_LIMITS.notesMax),
};

/** `POST /gift-cards`: issue a card. The server makes the code. */
export const giftCardIssueSchema = z.object({
  initialValue: positiveAmountSchema,
  /** Last day it can be used, or `null` for no expiry. Must be after today. */
  expiresOn: calendarDateSchema.nullable(),
  ...giftCardDetails,
});
export type GiftCardIssueInput = z.infer<typeof giftCardIssueSchema>;

/** `PUT /gift-cards`: the people, message and notes (money moves only through transactions). */
export const giftCardUpdateSchema = z.object({ id: jsonIdSchema, version: jsonVersionSchema, ...giftCardDetails }).partial({
  purchaserName: true,
  purchaserEmail: true,
  purchaserPhone: true,
  recipientName: true,
  recipientEmail: true,
  recipientPhone: true,
  message: true,
  notes: true,
});
export type GiftCardUpdateInput = z.infer<typeof giftCardUpdateSchema>;

/** `POST /gift-cards/{id}/transactions`: one action, with what that action needs. */
export const giftCardActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('redeem'), amount: positiveAmountSchema, reason: optionalReason }),
    z.object({ type: z.literal('top_up'), amount: positiveAmountSchema, reason: optionalReason }),
    z.object({ type: z.literal('refund'), amount: positiveAmountSchema, reason: reasonSchema }),
    z.object({ type: z.literal('adjust'), amount: signedAmountSchema, reason: reasonSchema }),
    z.object({ type: z.literal('extend'), expiresOn: calendarDateSchema, reason: optionalReason }),
    z.object({ type: z.literal('cancel'), reason: reasonSchema }),
  ],
  { error: 'Choose what to do: redeem, top_up, refund, adjust, extend or cancel.' },
);
export type GiftCardActionInput = z.infer<typeof giftCardActionSchema>;

export const giftCardIdParamsSchema = z.object({ id: idSchema });

/** `GET /gift-cards?page&limit&q&status&expiresBefore`: `q` matches the code or a name. */
export const giftCardListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema,
  q: searchSchema,
  status: z.enum(GIFT_CARD_STATUSES, { error: 'The status is active, redeemed, expired or cancelled.' }).optional(),
  /** Cards whose last day is before this date (and that have one): "expiring soon" lists. */
  expiresBefore: calendarDateSchema.optional(),
});
export type GiftCardListQuery = z.infer<typeof giftCardListQuerySchema>;

export const giftCardTransactionRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(GIFT_CARD_TRANSACTION_TYPES),
  /** Signed: what the balance moved by (negative for redeem and cancel). */
  amount: z.number(),
  balanceAfter: z.number(),
  expiresOnAfter: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type GiftCardTransaction = z.infer<typeof giftCardTransactionRecordSchema>;

export const giftCardRecordSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  initialValue: z.number(),
  balance: z.number(),
  status: z.enum(GIFT_CARD_STATUSES),
  issuedAt: z.string(),
  expiresOn: z.string().nullable(),
  purchaserName: z.string(),
  purchaserEmail: z.string(),
  purchaserPhone: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  recipientPhone: z.string(),
  message: z.string(),
  notes: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type GiftCard = z.infer<typeof giftCardRecordSchema>;

export const giftCardDetailRecordSchema = giftCardRecordSchema.extend({
  /** Newest first. */
  transactions: z.array(giftCardTransactionRecordSchema),
});
export type GiftCardDetail = z.infer<typeof giftCardDetailRecordSchema>;

export const giftCardSummaryRecordSchema = z.object({
  /** The salon's liability: what active, unexpired cards still hold. */
  outstandingBalance: z.number(),
  activeCount: z.number().int(),
});
export type GiftCardSummary = z.infer<typeof giftCardSummaryRecordSchema>;
