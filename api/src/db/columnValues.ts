import { hasAtMostTwoDecimals } from '@nail-or-never/shared/schemas';

/** The key uniqueness and search use: "  Gel  Nails " and "gel nails" are the same name. */
export const toNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A `LIKE` pattern matching `text` anywhere, with the wildcards in `text` taken literally. */
export const containsPattern = (text: string): string => `%${toNameKey(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number): boolean => value !== 0;

/** Counts come back as numbers from SQLite and as strings (bigint) from PostgreSQL. */
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const centsToPrice = (cents: number): number => cents / 100;

/**
 * Whole cents of a validated amount. The schemas refuse more than two decimals; a value that
 * still has them reached the database without its schema, and rounding it would store an amount
 * nobody sent (1e-9 became a card worth 0), so it stops the request instead.
 */
export function priceToCents(price: number): number {
  if (!hasAtMostTwoDecimals(price)) throw new RangeError(`${price} is not a whole number of cents: validate money with moneySchema.`);
  // Only absorbs binary error (0.29 * 100 is 28.999999999999996), never a real fraction of a cent.
  return Math.round(price * 100);
}
