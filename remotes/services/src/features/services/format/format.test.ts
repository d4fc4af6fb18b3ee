import { formatMoney } from '@nail-or-never/shared';
import { formatDuration } from './formatDuration';
import { formatServicePrice } from './servicePriceText';

const euros = (amount: number) => formatMoney(amount, { currency: 'EUR', locale: 'en-GB' });

describe('formatServicePrice', () => {
  it('shows the price in the salon currency, "from" for a lowest price, "Free" without one', () => {
    expect(formatServicePrice({ priceType: 'fixed', price: 35.5 }, euros)).toBe('€35.50');
    expect(formatServicePrice({ priceType: 'from', price: 20 }, euros)).toBe('from €20.00');
    expect(formatServicePrice({ priceType: 'free', price: null }, euros)).toBe('Free');
  });
});

describe('formatDuration', () => {
  it.each([
    [5, '5 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [480, '8 h'],
  ])('%i minutes reads "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
