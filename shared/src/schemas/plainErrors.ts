import { z } from 'zod';

/**
 * The sentence for any check a schema left without words of its own. zod's defaults ("Invalid
 * input: expected number, received NaN") name types a person never typed, so every leftover is
 * said as what to do instead. Field messages written in the schemas still win over these.
 */
type Issue = z.core.$ZodRawIssue;

const KIND_WORDS: Partial<Record<string, string>> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  string: 'Enter text here.',
  boolean: 'Choose yes or no.',
  array: 'Add the items as a list.',
  object: 'Fill in the form’s fields.',
  date: 'Choose a date.',
};

function missing(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'number' && Number.isNaN(input));
}

function sizeOf(issue: Issue & { origin?: string }, bound: number | bigint, side: 'least' | 'most'): string {
  if (issue.origin === 'string') {
    return side === 'least' && Number(bound) <= 1 ? 'Fill in this field.' : `Enter at ${side} ${String(bound)} characters.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') return `Choose at ${side} ${String(bound)}.`;
  return `Enter a number of at ${side} ${String(bound)}.`;
}

function optionList(values: readonly unknown[]): string {
  return values.map((value) => String(value).replace(/_/g, ' ')).join(', ');
}

export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return missing(issue.input) ? 'Fill in this field.' : (KIND_WORDS[issue.expected] ?? 'Check this value.');
    case 'too_small':
      return sizeOf(issue, issue.minimum, 'least');
    case 'too_big':
      return sizeOf(issue, issue.maximum, 'most');
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address, like name@example.com.';
      if (issue.format === 'datetime' || issue.format === 'date') return 'Choose a date and time.';
      return 'Check how this is written.';
    case 'invalid_value':
      return `Choose one of: ${optionList(issue.values)}.`;
    case 'invalid_union':
      return Array.isArray(issue.options) && issue.options.length > 0 ? `Choose one of: ${optionList(issue.options)}.` : 'Choose one of the offered options.';
    case 'unrecognized_keys':
      return `Remove what this form does not have: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}.`;
    default:
      return 'Check this value.';
  }
}

z.config({ customError: plainMessage });
