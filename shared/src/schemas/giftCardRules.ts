/**
 * The gift-card statuses as plain values, without zod: the card list filters by them, and the list
 * must not download the schema library to draw a dropdown (giftCardSchemas.ts builds on them).
 */
export const GIFT_CARD_STATUSES = ['active', 'redeemed', 'expired', 'cancelled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
