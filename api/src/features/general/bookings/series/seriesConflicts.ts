import { HttpError, conflict } from '../../../../http/httpErrors';
import { wallClockIn } from '../../contact/salonClock';
import type { PlannedItem } from '../bookingRules';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Where a visit starts: the instant, and the salon's day and time (what a person reads). */
export function visitWhen(timeZone: string, items: PlannedItem[]): { startsAt: string; date: string; time: string } {
  const startsAt = Math.min(...items.map((item) => item.startsAt));
  const wall = wallClockIn(timeZone, new Date(startsAt));
  return { startsAt: new Date(startsAt).toISOString(), date: wall.date, time: hhmm(wall.minutes) };
}

/**
 * The sentence a schedule check refuses with (409), or null when it passes. Only a 409 is a
 * visit's conflict: anything else (a missing service, a database error) is the request's and is
 * thrown on.
 */
export async function conflictOf(check: () => Promise<void>): Promise<string | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return error.message;
    throw error;
  }
}

/** Runs a visit's schedule check and, on a clash, refuses the whole request naming the visit. */
export async function checkVisit(occurrence: number, timeZone: string, items: PlannedItem[], check: () => Promise<void>): Promise<void> {
  const sentence = await conflictOf(check);
  if (sentence === null) return;
  const { date, time } = visitWhen(timeZone, items);
  throw conflict(`Visit ${occurrence} (${date} at ${time}) no longer fits: ${sentence} Skip or move it, then book again.`, {
    [`occurrences.${occurrence}`]: sentence,
  });
}
