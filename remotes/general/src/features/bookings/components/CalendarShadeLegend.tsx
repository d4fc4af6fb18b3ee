import { formatInstant } from '@nail-or-never/shared';
import { useSalonClock } from '@nail-or-never/shared/general';
import type { TimeOffBlock } from '@nail-or-never/shared/schemas';

/** Midnight on either clock: a stretch from one to another is whole days. */
const MIDNIGHT = /^(00:00|12:00 AM)$/;

export interface CalendarShadeLegendProps {
  /** The time off in the range shown, of the employees shown. */
  blocks: readonly TimeOffBlock[];
  names: ReadonlyMap<number, string>;
  timeZone: string;
  /** The day view shades each column's working hours; the week view only the salon's. */
  view: 'day' | 'week';
}

/**
 * What the grid's shades mean, and who is away in the range in words ("Away: holiday — Maya
 * Okafor, Mon 2 Mar, 09:00 to Fri 6 Mar, 18:00"): a shade is never the only way to tell.
 */
export function CalendarShadeLegend({ blocks, names, timeZone, view }: CalendarShadeLegendProps) {
  const clock = useSalonClock();
  const when = (iso: string) => formatInstant(iso, 'weekdayTime', { timeZone, clock, locale: 'en-GB' });
  const time = (iso: string) => formatInstant(iso, 'time', { timeZone, clock, locale: 'en-GB' });
  const day = (iso: string) => formatInstant(iso, 'weekdayTime', { timeZone, clock, locale: 'en-GB' }).replace(/,?\s[^,]*$/, '');
  /** One stretch as said aloud: "Fri 27 Nov, 12:30–13:15"; whole days "Sun 29 Nov to Tue 1 Dec". */
  const stretchWords = (block: TimeOffBlock) => {
    if (MIDNIGHT.test(time(block.startsAt)) && MIDNIGHT.test(time(block.endsAt))) {
      const lastDay = day(new Date(Date.parse(block.endsAt) - 60_000).toISOString());
      return lastDay === day(block.startsAt) ? `${lastDay}, all day` : `${day(block.startsAt)} to ${lastDay}`;
    }
    return day(block.startsAt) === day(block.endsAt) ? `${day(block.startsAt)}, ${time(block.startsAt)}–${time(block.endsAt)}` : `${when(block.startsAt)} to ${when(block.endsAt)}`;
  };
  // A weekly break is one line, however many times it falls in the range.
  const entries = new Map<number, TimeOffBlock[]>();
  for (const block of blocks) entries.set(block.timeOffId, [...(entries.get(block.timeOffId) ?? []), block]);
  return (
    <div className="gen-cal-legend">
      <span className="gen-cal-legend-label">Shaded:</span>
      <ul className="gen-cal-shades">
        <li>
          <span className="gen-cal-shade gen-cal-shade-closed" aria-hidden="true" /> Salon closed
        </li>
        {view === 'day' ? (
          <li>
            <span className="gen-cal-shade gen-cal-shade-off" aria-hidden="true" /> Not working
          </li>
        ) : null}
        <li>
          <span className="gen-cal-shade gen-cal-shade-away" aria-hidden="true" /> Away (time off{view === 'week' ? ', when one employee is shown' : ''})
        </li>
      </ul>
      {entries.size > 0 ? (
        <ul className="gen-cal-away-list" aria-label="Away">
          {[...entries.values()].map((stretches) => {
            const [first] = stretches;
            if (!first) return null;
            const last = stretches[stretches.length - 1] ?? first;
            const who = names.get(first.employeeId) ?? 'A former employee';
            const span =
              stretches.length === 1
                ? stretchWords(first)
                : `${time(first.startsAt)}–${time(first.endsAt)}, ${stretches.length} times from ${when(first.startsAt)} to ${when(last.startsAt)}`;
            return (
              <li key={first.timeOffId}>
                <strong>Away: {first.reason}</strong> — {who}, {span}
                {first.note ? ` (${first.note})` : ''}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
