import { instantToSalonLocal, salonLocalToInstant, salonWeek } from './salonTime';

describe('salon time', () => {
  it('reads a wall-clock time in the salon zone on both sides of a daylight-saving change', () => {
    expect(salonLocalToInstant('2026-03-27T09:00', 'Europe/London')).toBe('2026-03-27T09:00:00.000Z');
    expect(salonLocalToInstant('2026-03-30T09:00', 'Europe/London')).toBe('2026-03-30T08:00:00.000Z');
    expect(salonLocalToInstant('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('shows an instant on the salon wall clock, not the browser one', () => {
    expect(instantToSalonLocal('2026-03-30T08:00:00.000Z', 'Europe/London')).toBe('2026-03-30T09:00');
    expect(instantToSalonLocal('2026-11-24T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-25T08:30');
  });

  it('a week runs Monday to Monday at the salon midnights (167 hours across the spring change)', () => {
    const week = salonWeek('2026-03-25', 'Europe/London');
    expect(week.days[0]).toBe('2026-03-23');
    expect(week.from).toBe('2026-03-23T00:00:00.000Z');
    expect(week.to).toBe('2026-03-29T23:00:00.000Z');
    expect((Date.parse(week.to) - Date.parse(week.from)) / 3_600_000).toBe(167);
  });
});
