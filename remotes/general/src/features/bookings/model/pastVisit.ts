import { salonLocalToInstant } from './salonTime';

interface LineStart {
  startsAt: string;
}

/**
 * Whether a line starts before now on the salon's clock and was not already booked so (`kept`:
 * the starts the booking had, for the Change booking form): then the API wants `recordPastVisit`,
 * so the form shows its checkbox rather than letting "Book" be refused.
 */
export function startsInPast(lines: readonly LineStart[], timeZone: string, nowMs: number, kept: readonly string[] = []): boolean {
  return lines.some((line) => {
    if (kept.includes(line.startsAt)) return false;
    const instant = salonLocalToInstant(line.startsAt, timeZone);
    return instant !== null && Date.parse(instant) < nowMs;
  });
}

export const RECORD_PAST_VISIT_LABEL = 'Record a past visit (this time has passed)';
