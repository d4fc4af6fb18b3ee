import { giftCardActionSchema, giftCardIssueSchema, positiveAmountSchema } from './giftCardSchemas';
import { hasAtMostTwoDecimals, moneySchema } from './money';
import { priceSchema } from './serviceSchemas';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('money: a decimal with at most two places, refused rather than rounded', () => {
  it.each([0.01, 0.29, 1.1, 45.5, 45.05, 999.99, 1000, 100_000, 0.07, 19.99])('accepts %p as whole cents', (value) => {
    expect(hasAtMostTwoDecimals(value)).toBe(true);
  });

  it.each([1e-9, 0.001, 0.005, 1.005, 10.001, 0.1 + 0.2, 45.499, Number.MIN_VALUE])('refuses %p: more than two places', (value) => {
    expect(hasAtMostTwoDecimals(value)).toBe(false);
  });

  it('says which rule a gift-card amount broke, in plain words', () => {
    expect(messageOf(positiveAmountSchema.safeParse(1e-9))).toBe('Enter an amount with at most two decimals, for example 45.50.');
    expect(messageOf(positiveAmountSchema.safeParse(0.004))).toBe('Enter an amount with at most two decimals, for example 45.50.');
    expect(messageOf(positiveAmountSchema.safeParse(0))).toBe('The amount must be at least 0.01.');
    expect(messageOf(positiveAmountSchema.safeParse(-5))).toBe('The amount must be at least 0.01.');
    expect(messageOf(positiveAmountSchema.safeParse(1000.01))).toBe('The amount must be at most 1000.');
    expect(messageOf(positiveAmountSchema.safeParse(undefined))).toBe('Enter an amount.');
    expect(messageOf(positiveAmountSchema.safeParse('5'))).toBe('The amount must be a number, for example 45.50.');
    expect(positiveAmountSchema.parse(0.01)).toBe(0.01);
  });

  it('refuses a sub-cent card and every sub-cent movement of its ledger', () => {
    const card = { expiresOn: null, purchaserName: '', purchaserEmail: '', purchaserPhone: '', recipientName: '', recipientEmail: '', recipientPhone: '', message: '', notes: '' };
    expect(messageOf(giftCardIssueSchema.safeParse({ ...card, initialValue: 1e-9 }))).toBe('Enter an amount with at most two decimals, for example 45.50.');
    expect(giftCardIssueSchema.safeParse({ ...card, initialValue: 0.01 }).success).toBe(true);
    for (const type of ['redeem', 'top_up', 'refund', 'adjust'] as const) {
      const result = giftCardActionSchema.safeParse({ type, amount: 1e-9, reason: 'a reason' });
      expect([type, messageOf(result)]).toEqual([type, 'Enter an amount with at most two decimals, for example 45.50.']);
    }
    expect(messageOf(giftCardActionSchema.safeParse({ type: 'adjust', amount: 0, reason: 'a reason' }))).toBe('The amount cannot be 0.');
    expect(giftCardActionSchema.safeParse({ type: 'adjust', amount: -0.01, reason: 'a reason' }).success).toBe(true);
  });

  it('lets a price be 0 but never a fraction of a cent', () => {
    expect(priceSchema.parse(0)).toBe(0);
    expect(messageOf(priceSchema.safeParse(1e-9))).toBe('Enter a price with at most two decimals, for example 45.50.');
    expect(messageOf(priceSchema.safeParse(-1))).toBe('The price must be at least 0.');
  });

  it('builds the same rule for any field', () => {
    const deposit = moneySchema({ what: 'deposit', min: -10, max: 10, zero: 'refused' });
    expect(messageOf(deposit.safeParse(0))).toBe('The deposit cannot be 0.');
    expect(messageOf(deposit.safeParse(2.345))).toBe('Enter a deposit with at most two decimals, for example 45.50.');
    expect(deposit.parse(-9.99)).toBe(-9.99);
  });
});
