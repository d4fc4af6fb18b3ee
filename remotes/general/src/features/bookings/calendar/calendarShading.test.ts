import { closedAllWeek } from '@nail-or-never/shared/schemas';
import { shadeClass, slotShading } from './calendarShading';
import { localInputToWallClock } from './salonLocalizer';

const opening = { ...closedAllWeek(), monday: [{ start: '09:00', end: '18:00' }] };
const maya = { ...closedAllWeek(), monday: [{ start: '10:00', end: '16:00' }] };
// Monday 2 March 2026, the salon in London (GMT then).
const at = (time: string) => localInputToWallClock(`2026-03-02T${time}`);

describe('the calendar shading', () => {
  const shade = slotShading({
    openingHours: opening,
    workingHours: new Map([[5, maya]]),
    blocks: [{ timeOffId: 1, employeeId: 5, reason: 'break', note: '', startsAt: '2026-03-02T12:30:00Z', endsAt: '2026-03-02T13:15:00Z' }],
    timeZone: 'Europe/London',
    onlyEmployee: undefined,
  });

  it('shades the closed salon, the hours an employee does not work and her time off', () => {
    expect(shade(at('08:45'), 5)).toEqual({ kind: 'closed' });
    expect(shade(at('09:30'), 5)).toEqual({ kind: 'off' });
    expect(shade(at('12:15'), 5)).toBeNull();
    expect(shade(at('12:30'), 5)).toEqual({ kind: 'away', reason: 'break' });
    expect(shade(at('13:00'), 5)).toEqual({ kind: 'away', reason: 'break' });
    expect(shade(at('13:15'), 5)).toBeNull();
    expect(shadeClass(shade(at('13:00'), 5))).toBe('gen-cal-away gen-cal-away-break');
  });

  it('shades only the salon\u2019s hours in the week view, unless one employee is shown', () => {
    expect(shade(at('12:30'), undefined)).toBeNull();
    expect(shade(localInputToWallClock('2026-03-03T12:30'), undefined)).toEqual({ kind: 'closed' });
  });

  it('shades a closing date all day', () => {
    const closed = slotShading({ openingHours: opening, closedDays: new Set(['2026-03-02']), workingHours: new Map(), blocks: [], timeZone: 'Europe/London', onlyEmployee: undefined });
    expect(closed(at('10:00'), undefined)).toEqual({ kind: 'closed' });
    expect(closed(localInputToWallClock('2026-03-09T10:00'), undefined)).toBeNull();
  });
});
