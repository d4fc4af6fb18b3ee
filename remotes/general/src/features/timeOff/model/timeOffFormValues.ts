import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { timeOffFormSchema, type TimeOff, type TimeOffCreateInput, type TimeOffKind, type TimeOffReason, type Weekday } from '@nail-or-never/shared/schemas';

/**
 * What the Time off form holds: the boxes' own text (an employee picked as text, empty boxes as
 * ''), and "whole days" as a box of its own. `toTimeOffInput` turns it into the API's entry.
 */
export interface TimeOffDraft {
  employeeId: string;
  reason: TimeOffReason;
  note: string;
  kind: TimeOffKind;
  fromDate: string;
  untilDate: string;
  wholeDay: boolean;
  startTime: string;
  endTime: string;
  weekdays: Weekday[];
}

const WORKING_WEEK: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** A new entry: a whole day off today for the employee the page is narrowed to, if any. */
export function newTimeOffDraft(today: string, employeeId?: number): TimeOffDraft {
  return {
    employeeId: employeeId === undefined ? '' : String(employeeId),
    reason: 'holiday',
    note: '',
    kind: 'once',
    fromDate: today,
    untilDate: today,
    wholeDay: true,
    startTime: '',
    endTime: '',
    weekdays: [],
  };
}

/** An entry's form, as stored. */
export function timeOffDraftOf(entry: TimeOff): TimeOffDraft {
  return {
    employeeId: String(entry.employeeId),
    reason: entry.reason,
    note: entry.note,
    kind: entry.kind,
    fromDate: entry.fromDate,
    untilDate: entry.untilDate ?? '',
    wholeDay: entry.kind === 'once' && entry.startTime === null,
    startTime: entry.startTime ?? '',
    endTime: entry.endTime ?? '',
    weekdays: [...entry.weekdays],
  };
}

/** The weekdays a weekly entry starts with when none were chosen: lunch is on working days. */
export const DEFAULT_WEEKDAYS = WORKING_WEEK;

/**
 * The API's entry for what the boxes say: an empty box is "none" (`null`), whole days have no
 * times, and only a weekly entry keeps weekdays (the boxes of the other kind stay in the form
 * while hidden, so switching back loses nothing).
 */
export function toTimeOffInput(draft: TimeOffDraft): TimeOffCreateInput {
  const wholeDay = draft.kind === 'once' && draft.wholeDay;
  return {
    employeeId: draft.employeeId === '' ? Number.NaN : Number(draft.employeeId),
    reason: draft.reason,
    note: draft.note,
    kind: draft.kind,
    fromDate: draft.fromDate,
    untilDate: draft.untilDate === '' ? null : draft.untilDate,
    startTime: wholeDay || draft.startTime === '' ? null : draft.startTime,
    endTime: wholeDay || draft.endTime === '' ? null : draft.endTime,
    weekdays: draft.kind === 'weekly' ? draft.weekdays : [],
  };
}

const schemaResolver = zodResolver(timeOffFormSchema);

/**
 * The shared schema's rules and words on the draft: its field names are the draft's, so each
 * message lands on its box. The schema's output is the API's entry.
 */
export const timeOffResolver: Resolver<TimeOffDraft, unknown, TimeOffCreateInput> = async (values, context, options) => {
  const result = await schemaResolver(toTimeOffInput(values), context, options as never);
  return result as Awaited<ReturnType<Resolver<TimeOffDraft, unknown, TimeOffCreateInput>>>;
};
