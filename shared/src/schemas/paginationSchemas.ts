import { z } from 'zod';

import { safeTextSchema } from './safeText';
import { wholeNumberFromOne } from './wholeNumbers';
import { SEARCH_MAX_LENGTH } from './listRules';

export const PAGE_LIMIT_DEFAULT = 20;
/** Larger limits are lowered to this, not refused: a list call never returns an unbounded page. */
export const PAGE_LIMIT_MAX = 100;

export const pageSchema = wholeNumberFromOne({
  notNumber: 'The page must be a number.',
  notWhole: 'The page must be a whole number.',
  tooSmall: 'The page starts at 1.',
}).default(1);

export const limitSchema = wholeNumberFromOne({
  notNumber: 'The limit must be a number.',
  notWhole: 'The limit must be a whole number.',
  tooSmall: 'The limit must be at least 1.',
})
  .default(PAGE_LIMIT_DEFAULT)
  .transform((limit) => Math.min(limit, PAGE_LIMIT_MAX));

export { SEARCH_MAX_LENGTH } from './listRules';

export const searchSchema = safeTextSchema('search text', 'line', 'The search text must be text.')
  .max(SEARCH_MAX_LENGTH, `The search text must be at most ${SEARCH_MAX_LENGTH} characters.`)
  .optional();

export const pageQuerySchema = z.object({ page: pageSchema, limit: limitSchema });
export type PageQuery = z.infer<typeof pageQuerySchema>;
