import { WEEKDAYS } from '@nail-or-never/shared';
import { WEEKDAY_NAMES } from '@nail-or-never/shared/kit';
import type { TimeOff, TimeOffReason, Weekday } from '@nail-or-never/shared/schemas';

export const TIME_OFF_REASON_LABELS: Record<TimeOffReason, string> = {
  holiday: 'holiday',
  sick: 'sick',
  training: 'training',
  break: 'break',
};

/** The reasons as a heading or a choice says them ("Holiday"). */
export const reasonTitle = (reason: TimeOffReason) => TIME_OFF_REASON_LABELS[reason].charAt(0).toUpperCase() + TIME_OFF_REASON_LABELS[reason].slice(1);


// English words and order ("Mon 2 Mar"), as the rest of the sentence: a day in the browser's
// language inside an English sentence reads as a mistake.
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Mon 2 Mar" for a calendar day `YYYY-MM-DD` (read at noon UTC, so no zone moves it). */
export function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date).replace(',', '');
}

/** "Every weekday", "Every day", "Every Monday and Thursday": the days a weekly entry repeats on, in week order. */
export function weekdayWords(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((day) => days.includes(day));
  if (sorted.length === 7) return 'Every day';
  if (sorted.length === 5 && !sorted.includes('saturday') && !sorted.includes('sunday')) return 'Every weekday';
  if (sorted.length === 2 && sorted[0] === 'saturday' && sorted[1] === 'sunday') return 'Every weekend';
  const names = sorted.map((day) => WEEKDAY_NAMES[day]);
  const last = names.pop();
  return `Every ${names.length > 0 ? `${names.join(', ')} and ${last ?? ''}` : (last ?? '')}`;
}

type TimeOffWhen = Pick<TimeOff, 'kind' | 'fromDate' | 'untilDate' | 'startTime' | 'endTime' | 'weekdays'>;

/**
 * When an entry applies, in plain words: "Mon 2 Mar to Fri 6 Mar", "Tue 3 Mar 13:00–18:00",
 * "Every weekday 12:30–13:15, from Mon 2 Mar until Fri 27 Mar".
 */
export function timeOffWhen(entry: TimeOffWhen, today?: string): string {
  const hours = entry.startTime !== null && entry.endTime !== null ? `${entry.startTime}–${entry.endTime}` : '';
  if (entry.kind === 'weekly') {
    const from = today !== undefined && entry.fromDate <= today ? '' : `from ${shortDay(entry.fromDate)}`;
    const until = entry.untilDate === null ? '' : `until ${shortDay(entry.untilDate)}`;
    const range = [from, until].filter(Boolean).join(' ');
    return `${weekdayWords(entry.weekdays)} ${hours}${range ? `, ${range}` : ''}`;
  }
  const until = entry.untilDate ?? entry.fromDate;
  if (!hours) return until === entry.fromDate ? shortDay(entry.fromDate) : `${shortDay(entry.fromDate)} to ${shortDay(until)}`;
  if (until === entry.fromDate) return `${shortDay(entry.fromDate)} ${hours}`;
  return `${shortDay(entry.fromDate)} ${entry.startTime ?? ''} to ${shortDay(until)} ${entry.endTime ?? ''}`;
}

/** The whole line of the list: "Maya — holiday, Mon 2 Mar to Fri 6 Mar", "Maya — Every weekday 12:30–13:15 (break)". */
export function timeOffSentence(entry: TimeOffWhen & Pick<TimeOff, 'reason' | 'employeeName'>, today?: string): string {
  const when = timeOffWhen(entry, today);
  const reason = TIME_OFF_REASON_LABELS[entry.reason];
  return entry.kind === 'weekly' ? `${entry.employeeName} — ${when} (${reason})` : `${entry.employeeName} — ${reason}, ${when}`;
}

/** Today on the salon's clock, `YYYY-MM-DD` (en-CA writes dates in that order). */
export function salonToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
