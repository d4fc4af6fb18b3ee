import type { ColumnType } from 'kysely';

/**
 * A booking time column: UTC epoch milliseconds, so the database compares and sorts instants as
 * numbers. PostgreSQL's bigint reaches JavaScript as text (pg keeps 64-bit integers exact that
 * way); SQLite's integer as a number. Written and compared as numbers only.
 */
export type InstantColumn = ColumnType<number | string, number, number>;

export const storedInstant = (iso: string): number => Date.parse(iso);

/** The ISO text the API has always answered: `toISOString()` of the stored instant. */
export const instantText = (stored: number | string): string => new Date(Number(stored)).toISOString();
