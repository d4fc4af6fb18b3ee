import { z } from 'zod';

/** The largest id, version or page the database columns hold (a 32-bit integer in PostgreSQL). */
export const WHOLE_NUMBER_MAX = 2_147_483_647;

export interface WholeNumberMessages {
  /** Neither a JSON number nor decimal digits (also "0x1", " 1", "1e0", "[1]", true). */
  notNumber: string;
  notWhole: string;
  tooSmall: string;
}

/** Plain decimal digits: no sign, spaces, exponent, hex prefix or leading zero. */
const DECIMAL_INTEGER_TEXT = /^(0|-?[1-9][0-9]*)$/;
const DECIMAL_FRACTION_TEXT = /^-?(0|[1-9][0-9]*)\.[0-9]+$/;

/**
 * A whole number from 1 up, strictly: an integer in JSON, or its plain decimal digits in a path,
 * query or form field. Everything else is refused with the field's message, never guessed at
 * (`Number(" 1")`, `Number("0x1")` and `Number([1])` are all 1, so no coercion is used).
 */
export function wholeNumberFromOne(messages: WholeNumberMessages) {
  return z.union([z.number(), z.string()], { error: messages.notNumber }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let number: number;
    if (typeof value === 'number') number = value;
    else if (DECIMAL_INTEGER_TEXT.test(value)) number = Number(value);
    else return fail(DECIMAL_FRACTION_TEXT.test(value) ? messages.notWhole : messages.notNumber);
    if (!Number.isFinite(number)) return fail(messages.notNumber);
    if (!Number.isInteger(number)) return fail(messages.notWhole);
    if (number < 1) return fail(messages.tooSmall);
    if (number > WHOLE_NUMBER_MAX) return fail(`Must be at most ${WHOLE_NUMBER_MAX}.`);
    return number;
  });
}

/**
 * A whole number from 1 up in a JSON body: a JSON integer, nothing else. JSON has numbers, so a
 * string of digits there is a client bug, and accepting it would hide one (`{"id":"999999"}`).
 */
export function jsonWholeNumberFromOne(messages: WholeNumberMessages) {
  return z
    .number({ error: messages.notNumber })
    .int(messages.notWhole)
    .min(1, messages.tooSmall)
    .max(WHOLE_NUMBER_MAX, `Must be at most ${WHOLE_NUMBER_MAX}.`);
}
