import { z } from 'zod';

/** Limits every catalogue form and the API agree on. */
export const CATALOG_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  descriptionMax: 2000,
  altTextMax: 250,
  captionMax: 500,
  displayOrderMax: 100_000,
  durationMin: 5,
  durationMax: 480,
  priceMax: 100_000,
} as const;

export const idSchema = z.coerce
  .number({ error: 'Must be a whole number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.');

/** The version the client last read; a stale one makes the API answer 409 instead of overwriting. */
export const versionSchema = z.coerce
  .number({ error: 'The record version is missing. Reload and try again.' })
  .int('The record version must be a whole number.')
  .min(1, 'The record version must be 1 or more.');

export const nameSchema = (what: string) =>
  z
    .string({ error: `Enter a ${what}.` })
    .trim()
    .min(CATALOG_LIMITS.nameMin, `The ${what} must be at least ${CATALOG_LIMITS.nameMin} characters.`)
    .max(CATALOG_LIMITS.nameMax, `The ${what} must be at most ${CATALOG_LIMITS.nameMax} characters.`);

export const optionalTextSchema = (what: string, max: number) =>
  z.string({ error: `The ${what} must be text.` }).trim().max(max, `The ${what} must be at most ${max} characters.`);

export const descriptionSchema = optionalTextSchema('description', CATALOG_LIMITS.descriptionMax);

export const displayOrderSchema = z
  .number({ error: 'The display order must be a number.' })
  .int('The display order must be a whole number.')
  .min(0, 'The display order cannot be negative.')
  .max(CATALOG_LIMITS.displayOrderMax, `The display order must be at most ${CATALOG_LIMITS.displayOrderMax}.`);

export const flagSchema = (what: string) => z.boolean({ error: `${what} must be true or false.` });
