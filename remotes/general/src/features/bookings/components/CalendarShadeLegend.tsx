import { formatInstant } from '@nail-or-never/shared';
import { useSalonClock } from '@nail-or-never/shared/general';
import type { TimeOffBlock } from '@nail-or-never/shared/schemas';

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
                ? `${when(first.startsAt)} to ${when(first.endsAt)}`
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
