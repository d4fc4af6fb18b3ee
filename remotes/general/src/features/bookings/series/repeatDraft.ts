import { repeatRuleSchema, SERIES_LIMITS, type RepeatRule } from '@nail-or-never/shared/schemas';

/** The Repeat section as its boxes hold it: `every` is '' for "does not repeat", else the weeks. */
export interface RepeatDraft {
  every: string;
  ends: 'times' | 'until';
  times: string;
  until: string;
}

export const NO_REPEAT: RepeatDraft = { every: '', ends: 'times', times: '6', until: '' };

export const EVERY_CHOICES = Array.from({ length: SERIES_LIMITS.everyWeeksMax }, (_unused, index) => index + 1).map((weeks) => ({
  value: String(weeks),
  label: weeks === 1 ? 'Every week' : `Every ${weeks} weeks`,
}));

/** The rule, the API's messages by field (`everyWeeks`, `times`, `until`), or null for a single booking. */
export type RepeatReading = { kind: 'single' } | { kind: 'rule'; rule: RepeatRule } | { kind: 'invalid'; errors: Partial<Record<'everyWeeks' | 'times' | 'until', string>> };

/** Reads the section with the API's own schema, so the words shown are the words it would answer. */
export function readRepeat(draft: RepeatDraft): RepeatReading {
  if (draft.every === '') return { kind: 'single' };
  const candidate =
    draft.ends === 'times'
      ? { everyWeeks: Number(draft.every), ends: 'times', times: draft.times.trim() === '' ? Number.NaN : Number(draft.times) }
      : { everyWeeks: Number(draft.every), ends: 'until', until: draft.until };
  const parsed = repeatRuleSchema.safeParse(candidate);
  if (parsed.success) return { kind: 'rule', rule: parsed.data };
  const errors: Partial<Record<'everyWeeks' | 'times' | 'until', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'everyWeeks' || field === 'times' || field === 'until') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { kind: 'invalid', errors };
}
