import { z } from 'zod';
import { safeTextSchema } from './safeText';
import { jsonWholeNumberFromOne, wholeNumberFromOne } from './wholeNumbers';
import { CATALOG_LIMITS } from './catalogLimits';

// Zod-free, so a form's page can show them without the schema library (the main entry exports them).
export { CATALOG_LIMITS };

const ID_MESSAGES = {
  notNumber: 'Must be a whole number.',
  notWhole: 'Must be a whole number.',
  tooSmall: 'Must be 1 or more.',
};

/** Ids in paths, query strings and multipart fields: canonical decimal digits from 1 (see `wholeNumbers.ts`). */
export const idSchema = wholeNumberFromOne(ID_MESSAGES);

/** Ids in JSON bodies: a JSON integer from 1. `"1"` is text, and a client sending it has a bug to see. */
export const jsonIdSchema = jsonWholeNumberFromOne({ ...ID_MESSAGES, notNumber: 'Must be a whole number, sent as a JSON number (not text).' });

const VERSION_MESSAGES = {
  notNumber: 'The record version is missing. Reload and try again.',
  notWhole: 'The record version must be a whole number.',
  tooSmall: 'The record version must be 1 or more.',
};

/** The version the client last read; a stale one makes the API answer 409 instead of overwriting. In multipart fields. */
export const versionSchema = wholeNumberFromOne(VERSION_MESSAGES);

/** The same in JSON bodies, where it must be a JSON integer. */
export const jsonVersionSchema = jsonWholeNumberFromOne({
  ...VERSION_MESSAGES,
  notNumber: 'The record version must be a whole number, sent as a JSON number (not text). Reload and try again.',
});

export const nameSchema = (what: string) =>
  safeTextSchema(what, 'line', `Enter a ${what}.`)
    // An empty name was not typed yet: ask for it rather than count its characters.
    .min(CATALOG_LIMITS.nameMin, { error: (issue) => (issue.input === '' ? `Enter a ${what}.` : `The ${what} must be at least ${CATALOG_LIMITS.nameMin} characters.`) })
    .max(CATALOG_LIMITS.nameMax, `The ${what} must be at most ${CATALOG_LIMITS.nameMax} characters.`);

export const optionalTextSchema = (what: string, max: number) =>
  safeTextSchema(what, 'multiLine', `The ${what} must be text.`).max(max, `The ${what} must be at most ${max} characters.`);

export const descriptionSchema = optionalTextSchema('description', CATALOG_LIMITS.descriptionMax);

export const displayOrderSchema = z
  .number({ error: 'The display order must be a number.' })
  .int('The display order must be a whole number.')
  .min(0, 'The display order cannot be negative.')
  .max(CATALOG_LIMITS.displayOrderMax, `The display order must be at most ${CATALOG_LIMITS.displayOrderMax}.`);

export const flagSchema = (what: string) => z.boolean({ error: `${what} must be true or false.` });
