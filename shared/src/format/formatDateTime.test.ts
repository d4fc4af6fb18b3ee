import { formatCalendarDay, formatInstant } from './formatDateTime';

const instant = '2026-11-24T18:02:00Z';

describe('formatInstant', () => {
  it('uses a 24-hour clock even in a language whose habit is AM/PM', () => {
    expect(formatInstant(instant, 'time', { locale: 'en-US', timeZone: 'UTC' })).toBe('18:02');
    expect(formatInstant(instant, 'dateTime', { locale: 'en-GB', timeZone: 'UTC' })).toBe('24 Nov 2026, 18:02');
  });

  it('shows the instant in the salon’s time zone', () => {
    expect(formatInstant(instant, 'weekdayClock', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('Wed 03:02');
  });

  it('writes the hours on the salon’s 12-hour clock when it chose one, AM and PM in capitals', () => {
    const twelve = { locale: 'en-GB', timeZone: 'UTC', clock: '12h' } as const;
    expect(formatInstant(instant, 'time', twelve)).toBe('6:02 PM');
    expect(formatInstant(instant, 'dateTime', twelve)).toBe('24 Nov 2026, 6:02 PM');
    expect(formatInstant('2026-11-24T00:30:00Z', 'weekdayClock', twelve)).toBe('Tue 12:30 AM');
    expect(formatInstant('2026-11-24T12:30:00Z', 'weekdayTime', twelve)).toBe('Tue 24 Nov, 12:30 PM');
  });

  it('keeps 24 hours for a salon on the 24-hour clock, even after a 12-hour one was shown', () => {
    formatInstant(instant, 'time', { locale: 'en-US', timeZone: 'UTC', clock: '12h' });
    expect(formatInstant(instant, 'time', { locale: 'en-US', timeZone: 'UTC', clock: '24h' })).toBe('18:02');
  });

  it('shows text that is no instant as it came', () => {
    expect(formatInstant('soon', 'dateTime')).toBe('soon');
  });
});

describe('formatCalendarDay', () => {
  it('never moves a day, whatever the zone', () => {
    expect(formatCalendarDay('2026-11-24', 'date', 'en-GB')).toBe('24 Nov 2026');
    expect(formatCalendarDay('2026-11-24', 'longDay', 'en-GB')).toBe('Tuesday 24 November');
  });
});
