import { minutesOfDay, type TimeOff, type TimeOffBlock } from '@nail-or-never/shared/schemas';
import { addDays } from '../contact/salonClock';
import { weekdayOfDate, type SalonCalendar, type Span } from '../bookings/schedule/salonCalendar';

/** A time-off entry as stored, weekdays parsed: the record without who it names and its bookkeeping. */
export type TimeOffEntry = Omit<TimeOff, 'employeeName' | 'createdAt' | 'updatedAt' | 'version'>;

/** One stretch as instants (epoch ms), with its entry. */
export interface UnrolledBlock extends Span {
  entry: TimeOffEntry;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * The stretches of `entry` that overlap `range`, as instants on the salon's clock: a `once` entry is
 * one stretch (whole days from the first midnight to the midnight after the last day, or from its
 * start time on the first day to its end time on the last); a `weekly` one is its hours on each of
 * its weekdays. Each wall-clock time is the first instant the clock reads it, so a holiday over a
 * clock change still covers whole days and a 12:00 break stays at 12:00 on both sides of it.
 */
export function unrollTimeOff(entry: TimeOffEntry, calendar: SalonCalendar, range: Span): UnrolledBlock[] {
  const start = entry.startTime === null ? 0 : minutesOfDay(entry.startTime);
  const end = entry.endTime === null ? MINUTES_PER_DAY : minutesOfDay(entry.endTime);
  const touches = (span: Span) => span.startsAt < range.endsAt && range.startsAt < span.endsAt;
  if (entry.kind === 'once') {
    const block = { startsAt: calendar.instantAt(entry.fromDate, start), endsAt: calendar.instantAt(entry.untilDate ?? entry.fromDate, end), entry };
    return touches(block) ? [block] : [];
  }
  // The dates the range can touch (a day either side for the zone's offset), within the entry's own.
  const first = maxDate(entry.fromDate, addDays(calendar.dateOf(range.startsAt), -1));
  const lastInRange = addDays(calendar.dateOf(Math.max(range.startsAt, range.endsAt - 1)), 1);
  const last = entry.untilDate === null ? lastInRange : minDate(entry.untilDate, lastInRange);
  const blocks: UnrolledBlock[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!entry.weekdays.includes(weekdayOfDate(date))) continue;
    const block = { startsAt: calendar.instantAt(date, start), endsAt: calendar.instantAt(date, end), entry };
    if (touches(block)) blocks.push(block);
  }
  return blocks;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

/** Every entry's stretches in the range, by start time then employee. */
export function unrollAll(entries: readonly TimeOffEntry[], calendar: SalonCalendar, range: Span): UnrolledBlock[] {
  return entries.flatMap((entry) => unrollTimeOff(entry, calendar, range)).sort((a, b) => a.startsAt - b.startsAt || a.entry.employeeId - b.entry.employeeId);
}

export function toTimeOffBlock(block: UnrolledBlock): TimeOffBlock {
  return {
    timeOffId: block.entry.id,
    employeeId: block.entry.employeeId,
    reason: block.entry.reason,
    note: block.entry.note,
    startsAt: new Date(block.startsAt).toISOString(),
    endsAt: new Date(block.endsAt).toISOString(),
  };
}
