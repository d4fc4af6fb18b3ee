/** The key uniqueness and search use: "  Gel  Nails " and "gel nails" are the same name. */
export const toNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A `LIKE` pattern matching `text` anywhere, with the wildcards in `text` taken literally. */
export const containsPattern = (text: string): string => `%${toNameKey(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number): boolean => value !== 0;

/** Counts come back as numbers from SQLite and as strings (bigint) from PostgreSQL. */
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const centsToPrice = (cents: number): number => cents / 100;
export const priceToCents = (price: number): number => Math.round(price * 100);
