import { closedAllWeek } from '@nail-or-never/shared/schemas';
import { endForInput, endFromInput, mondayToWeekdays, nextInterval, withInterval, withoutInterval, withTime } from './weeklyHoursChanges';

describe('weekly hours changes', () => {
  it('proposes 09:00–17:00 on an empty day and the hour after the latest end otherwise', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextInterval([{ start: '13:00', end: '18:00' }, { start: '08:00', end: '12:00' }])).toEqual({ start: '18:00', end: '19:00' });
    expect(nextInterval([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:30', end: '24:00' });
  });

  it('proposes nothing when the day is full or ends at midnight', () => {
    const four = ['08', '10', '12', '14'].map((hour) => ({ start: `${hour}:00`, end: `${hour}:30` }));
    expect(nextInterval(four)).toBeNull();
    expect(nextInterval([{ start: '09:00', end: '24:00' }])).toBeNull();
  });

  it('shows an end of 24:00 as the time input\u2019s 00:00 and reads 00:00 typed as an end as 24:00', () => {
    expect(endForInput('24:00')).toBe('00:00');
    expect(endForInput('18:30')).toBe('18:30');
    expect(endFromInput('00:00')).toBe('24:00');
    expect(endFromInput('18:30')).toBe('18:30');
  });

  it('adds, edits and removes one interval without touching the other days', () => {
    let hours = withInterval(closedAllWeek(), 'monday', { start: '09:00', end: '17:00' });
    hours = withInterval(hours, 'monday', { start: '18:00', end: '20:00' });
    hours = withTime(hours, 'monday', 1, 'end', '21:00');
    expect(hours.monday).toEqual([{ start: '09:00', end: '17:00' }, { start: '18:00', end: '21:00' }]);
    hours = withoutInterval(hours, 'monday', 0);
    expect(hours.monday).toEqual([{ start: '18:00', end: '21:00' }]);
    expect(hours.tuesday).toEqual([]);
  });

  it('copies Monday to Tuesday–Friday and leaves the weekend alone', () => {
    const hours = { ...closedAllWeek(), monday: [{ start: '09:00', end: '18:00' }], saturday: [{ start: '10:00', end: '14:00' }] };
    const copied = mondayToWeekdays(hours);
    expect([copied.tuesday, copied.wednesday, copied.thursday, copied.friday]).toEqual(Array(4).fill([{ start: '09:00', end: '18:00' }]));
    expect(copied.saturday).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(copied.sunday).toEqual([]);
    copied.tuesday[0] = { start: '07:00', end: '08:00' };
    expect(copied.monday).toEqual([{ start: '09:00', end: '18:00' }]);
  });
});
