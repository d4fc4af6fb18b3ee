import type { SeriesOccurrence, SeriesOccurrenceChange } from '@nail-or-never/shared/schemas';
import { salonLocalToInstant } from '../model/salonTime';

/** What the person chose for one planned visit; `time` is the moved start (HH:MM) on the visit's day. */
export interface OccurrenceChoice {
  choice: 'book' | 'skip' | 'move';
  time: string;
}

/** A visit that fits is booked; one that clashes is skipped until the person moves it. */
export const initialChoices = (occurrences: SeriesOccurrence[]): OccurrenceChoice[] =>
  occurrences.map((visit) => ({ choice: visit.conflict === null ? 'book' : 'skip', time: visit.time }));

export const bookedCount = (choices: OccurrenceChoice[]) => choices.filter((choice) => choice.choice !== 'skip').length;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The moved visits without a readable time, by occurrence number, with what to say. */
export function timeProblems(occurrences: SeriesOccurrence[], choices: OccurrenceChoice[]): Record<number, string> {
  const problems: Record<number, string> = {};
  occurrences.forEach((visit, index) => {
    const choice = choices[index];
    if (choice?.choice === 'move' && !TIME.test(choice.time)) problems[visit.occurrence] = 'Enter the new time as HH:MM.';
  });
  return problems;
}

/** The skips and moves as `POST /bookings/series` takes them; a move is the new time on the visit's own day. */
export function toChanges(occurrences: SeriesOccurrence[], choices: OccurrenceChoice[], timeZone: string): SeriesOccurrenceChange[] {
  return occurrences.flatMap((visit, index): SeriesOccurrenceChange[] => {
    const choice = choices[index];
    if (!choice || choice.choice === 'book') return [];
    if (choice.choice === 'skip') return [{ occurrence: visit.occurrence, choice: 'skip' }];
    const startsAt = salonLocalToInstant(`${visit.date}T${choice.time}`, timeZone);
    return startsAt === null ? [] : [{ occurrence: visit.occurrence, choice: 'move', startsAt }];
  });
}
