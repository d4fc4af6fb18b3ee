import { formatMoney } from './formatMoney';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) between number and symbol.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['EUR', 'de-DE', 1234.5, '1.234,50 €'],
    ['EUR', 'en-GB', 1234.5, '€1,234.50'],
    ['EUR', 'fr-FR', 1234.5, '1 234,50 €'],
    ['GBP', 'en-GB', 35, '£35.00'],
    ['GBP', 'de-DE', 35, '35,00 £'],
    ['USD', 'en-US', 1234.5, '$1,234.50'],
    ['USD', 'en-GB', 0, 'US$0.00'],
  ])('shows %s in %s: %d as %s', (currency, locale, amount, shown) => {
    expect(plain(formatMoney(amount, { currency, locale }))).toBe(shown);
  });

  it('keeps the cents of a currency that usually has none', () => {
    expect(formatMoney(45.5, { currency: 'JPY', locale: 'en-GB' })).toBe('JP¥45.5');
    expect(formatMoney(45, { currency: 'JPY', locale: 'en-GB' })).toBe('JP¥45');
  });

  it('signs credits and debits, never zero', () => {
    const signed = (amount: number) => formatMoney(amount, { currency: 'GBP', locale: 'en-GB', signed: true });
    expect([signed(20), signed(-12.5), signed(0)]).toEqual(['+£20.00', '-£12.50', '£0.00']);
  });

  it('shows the bare amount while the currency is not known yet', () => {
    expect(formatMoney(1234.5, { currency: null, locale: 'en-GB' })).toBe('1,234.50');
  });
});
