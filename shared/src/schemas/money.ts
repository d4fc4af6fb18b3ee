import { z } from 'zod';

/**
 * Money travels as a decimal number of the salon's currency and is stored as whole cents. A value
 * with more than two decimals is refused rather than rounded: rounding turned `1e-9` into a card
 * worth 0 and a ledger row of 0, and turned `10.005` into a price nobody typed.
 */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.round(value * 100) / 100 === value;

export interface MoneyRule {
  /** How the field is named in its messages: "amount", "price". */
  what: string;
  min: number;
  max: number;
  /** A correction can go either way but never be 0; a price may be 0. */
  zero: 'allowed' | 'refused';
}

/** The one builder every money field of every schema uses, so the rule cannot drift between them. */
export function moneySchema({ what, min, max, zero }: MoneyRule) {
  const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
  const schema = z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? `Enter ${article} ${what}.` : `The ${what} must be a number, for example 45.50.`) })
    .refine(hasAtMostTwoDecimals, { message: `Enter ${article} ${what} with at most two decimals, for example 45.50.`, abort: true })
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} must be at most ${max}.`);
  return zero === 'allowed' ? schema : schema.refine((value) => value !== 0, `The ${what} cannot be 0.`);
}
