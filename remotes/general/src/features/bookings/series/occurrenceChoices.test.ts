import type { SeriesOccurrence } from '@nail-or-never/shared/schemas';
import { bookedCount, initialChoices, timeProblems, toChanges } from './occurrenceChoices';
import { readRepeat } from './repeatDraft';

const visit = (occurrence: number, date: string, conflict: string | null = null): SeriesOccurrence => ({ occurrence, startsAt: `${date}T08:00:00.000Z`, date, time: '10:00', conflict });
const visits = [visit(1, '2030-10-21'), visit(2, '2030-10-28', 'Maya is busy.'), visit(3, '2030-11-04')];

describe('the visits step', () => {
  it('books the visits that fit and skips a clashing one until it is moved', () => {
    const choices = initialChoices(visits);
    expect(choices.map((choice) => choice.choice)).toEqual(['book', 'skip', 'book']);
    expect(bookedCount(choices)).toBe(2);
    expect(toChanges(visits, choices, 'Europe/Amsterdam')).toEqual([{ occurrence: 2, choice: 'skip' }]);
  });

  it('moves a visit to a time on its own day in the salon\u2019s zone (winter time here)', () => {
    const choices = initialChoices(visits).map((choice, index) => (index === 1 ? { choice: 'move' as const, time: '14:30' } : choice));
    expect(bookedCount(choices)).toBe(3);
    expect(toChanges(visits, choices, 'Europe/Amsterdam')).toEqual([{ occurrence: 2, choice: 'move', startsAt: '2030-10-28T13:30:00.000Z' }]);
  });

  it('names a moved visit without a time', () => {
    const choices = initialChoices(visits).map((choice, index) => (index === 1 ? { choice: 'move' as const, time: '' } : choice));
    expect(timeProblems(visits, choices)).toEqual({ 2: 'Enter the new time as HH:MM.' });
  });
});

describe('the Repeat section', () => {
  it('reads "does not repeat", a rule, and the API\u2019s words for a wrong number', () => {
    expect(readRepeat({ every: '', ends: 'times', times: '6', until: '' })).toEqual({ kind: 'single' });
    expect(readRepeat({ every: '2', ends: 'times', times: '6', until: '' })).toEqual({ kind: 'rule', rule: { everyWeeks: 2, ends: 'times', times: 6 } });
    expect(readRepeat({ every: '1', ends: 'times', times: '60', until: '' })).toEqual({
      kind: 'invalid',
      errors: { times: 'The number of visits must be a whole number from 2 to 52.' },
    });
    expect(readRepeat({ every: '1', ends: 'until', times: '', until: '' })).toEqual({ kind: 'invalid', errors: { until: 'Enter a date as YYYY-MM-DD.' } });
  });
});
