import { centsToPrice, priceToCents } from '../../src/db/columnValues';

describe('money columns (whole cents)', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.29, 29],
    [45.5, 4550],
    [1000, 100000],
    [-12.34, -1234],
  ])('stores %p as %p cents and reads it back unchanged', (price, cents) => {
    expect(priceToCents(price)).toBe(cents);
    expect(centsToPrice(cents)).toBe(price);
  });

  it.each([1e-9, 0.005, 10.001, 0.1 + 0.2])('refuses to round %p to whole cents', (price) => {
    expect(() => priceToCents(price)).toThrow(RangeError);
  });
});
