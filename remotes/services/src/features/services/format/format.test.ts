import { formatDuration } from './formatDuration';
import { formatMoney, formatServicePrice } from './formatMoney';

describe('formatServicePrice', () => {
  it('shows a fixed price as money, a from price with "from", and free as Free', () => {
    expect(formatServicePrice({ priceType: 'fixed', price: 35.5 })).toBe(formatMoney(35.5));
    expect(formatMoney(35.5)).toMatch(/35\.50/);
    expect(formatMoney(35.5)).toContain('€');
    expect(formatServicePrice({ priceType: 'from', price: 20 })).toBe(`from ${formatMoney(20)}`);
    expect(formatServicePrice({ priceType: 'free', price: null })).toBe('Free');
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
