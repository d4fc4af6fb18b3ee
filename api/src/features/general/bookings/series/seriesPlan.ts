import { SERIES_LIMITS, type BookingItemInput, type RepeatRule, type SeriesOccurrenceChange } from '@nail-or-never/shared/schemas';
import { badRequest } from '../../../../http/httpErrors';
import { firstInstantAt } from '../../contact/firstInstantAt';
import { addDays, wallClockIn } from '../../contact/salonClock';

/** One planned visit: its number (1 is the first) and its services' starts. */
export interface PlannedVisit {
  occurrence: number;
  items: BookingItemInput[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How many visits the rule makes from the first visit's date; refuses an `until` that makes fewer than two or runs over a year. */
function visitCount(rule: RepeatRule, firstDate: string): number {
  if (rule.ends === 'times') return rule.times;
  const latest = addDays(firstDate, SERIES_LIMITS.untilDaysMax);
  if (rule.until > latest) {
    throw badRequest(`A repeat can run for a year at most: choose an end date on or before ${latest}.`, { 'repeat.until': `On or before ${latest}.` });
  }
  const second = addDays(firstDate, 7 * rule.everyWeeks);
  if (rule.until < second) {
    throw badRequest(`With the first visit on ${firstDate}, the next one is on ${second}: choose an end date on or after it, or book a single visit.`, {
      'repeat.until': `On or after ${second}.`,
    });
  }
  return Math.floor(daysBetween(firstDate, rule.until) / (7 * rule.everyWeeks)) + 1;
}

/**
 * Every planned visit of the rule: each service on the same weekday and salon wall-clock time as in
 * the first visit, `everyWeeks` weeks apart. Stepped on the salon's calendar, not in hours, so
 * 10:00 stays 10:00 after the clocks change (a spring gap reads as the first instant after it).
 */
export function plannedVisits(rule: RepeatRule, firstItems: BookingItemInput[], timeZone: string): PlannedVisit[] {
  const walls = firstItems.map((item) => wallClockIn(timeZone, new Date(item.startsAt)));
  const firstDate = walls.map((wall) => wall.date).sort()[0] ?? '';
  const count = visitCount(rule, firstDate);
  return Array.from({ length: count }, (_unused, index) => ({
    occurrence: index + 1,
    items: firstItems.map((item, itemIndex) => {
      const wall = walls[itemIndex] ?? wallClockIn(timeZone, new Date(item.startsAt));
      const startsAt = index === 0 ? Date.parse(item.startsAt) : firstInstantAt(timeZone, addDays(wall.date, index * 7 * rule.everyWeeks), wall.minutes);
      return { ...item, startsAt: new Date(startsAt).toISOString() };
    }),
  }));
}

const firstStart = (items: BookingItemInput[]) => Math.min(...items.map((item) => Date.parse(item.startsAt)));

/** A visit moved so its first service starts at `startsAt`; the others keep their distance to it. */
export function movedVisit(visit: PlannedVisit, startsAt: string): PlannedVisit {
  const shift = Date.parse(startsAt) - firstStart(visit.items);
  return { ...visit, items: visit.items.map((item) => ({ ...item, startsAt: new Date(Date.parse(item.startsAt) + shift).toISOString() })) };
}

/**
 * The visits to book after the skips and moves. Refuses a change naming a visit the rule does not
 * make, and a series left with fewer than two visits (that is a single booking).
 */
export function chosenVisits(visits: PlannedVisit[], changes: SeriesOccurrenceChange[]): { visits: PlannedVisit[]; skipped: number[] } {
  for (const [index, change] of changes.entries()) {
    if (change.occurrence > visits.length) {
      throw badRequest(`There is no visit ${change.occurrence}: this repeat makes ${visits.length}.`, { [`changes.${index}.occurrence`]: `Choose a visit from 1 to ${visits.length}.` });
    }
  }
  const byOccurrence = new Map(changes.map((change) => [change.occurrence, change]));
  const kept = visits.flatMap((visit) => {
    const change = byOccurrence.get(visit.occurrence);
    if (change?.choice === 'skip') return [];
    return [change?.choice === 'move' ? movedVisit(visit, change.startsAt) : visit];
  });
  if (kept.length < 2) throw badRequest('Keep at least two visits, or make a single booking instead.', { changes: 'Skips every visit but one.' });
  const skipped = changes.filter((change) => change.choice === 'skip').map((change) => change.occurrence).sort((a, b) => a - b);
  return { visits: kept, skipped };
}
