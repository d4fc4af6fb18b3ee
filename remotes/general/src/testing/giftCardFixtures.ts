import type { GiftCard, GiftCardDetail } from '@nail-or-never/shared/schemas';

/** A card as the API answers it; tests override what they care about. */
export function aGiftCard(overrides: Partial<GiftCard> = {}): GiftCard {
  return {
    id: 7,
    code: 'ABCD-EFGH-JKMN',
    initialValue: 50,
    balance: 50,
    status: 'active',
    issuedAt: '2026-11-20T10:00:00.000Z',
    expiresOn: null,
    purchaserName: 'Ana Silva',
    purchaserEmail: '',
    purchaserPhone: '',
    recipientName: 'Maya Okafor',
    recipientEmail: '',
    recipientPhone: '',
    message: '',
    notes: '',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function aGiftCardDetail(overrides: Partial<GiftCardDetail> = {}): GiftCardDetail {
  return {
    ...aGiftCard(overrides),
    transactions: [
      { id: 1, type: 'issue', amount: 50, balanceAfter: 50, expiresOnAfter: null, reason: '', createdBy: 'salon-admin', createdAt: '2026-11-20T10:00:00.000Z' },
    ],
    ...overrides,
  };
}
