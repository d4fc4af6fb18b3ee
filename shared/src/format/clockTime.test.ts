import { formatClockTime, readClockTime } from './clockTime';

describe('formatClockTime', () => {
  it('writes the API’s times as they are on the 24-hour clock', () => {
    expect(formatClockTime('09:30', '24h')).toBe('09:30');
    expect(formatClockTime('00:00', '24h')).toBe('00:00');
    expect(formatClockTime('24:00', '24h')).toBe('24:00');
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['21:30', '9:30 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '12:00 AM (midnight)'],
  ])('writes %s as %s on the 12-hour clock', (time, shown) => {
    expect(formatClockTime(time, '12h')).toBe(shown);
  });

  it('shows text that is no time as it came', () => {
    expect(formatClockTime('9:3', '12h')).toBe('9:3');
    expect(formatClockTime('24:30', '12h')).toBe('24:30');
    expect(formatClockTime('', '12h')).toBe('');
  });
});

describe('readClockTime', () => {
  const time = (value: string) => ({ kind: 'time', value });

  it.each([
    ['9:30 AM', '09:30'],
    ['9:30 am', '09:30'],
    ['9:30pm', '21:30'],
    ['9 pm', '21:00'],
    ['9.30 p.m.', '21:30'],
    ['12:00 AM', '00:00'],
    ['12:30 AM', '00:30'],
    ['12:00 PM', '12:00'],
    ['12:30 PM', '12:30'],
    ['21:30', '21:30'],
    ['09:30', '09:30'],
    ['00:15', '00:15'],
    ['24:00', '24:00'],
    ['12:00 AM (midnight)', '00:00'],
    ['midnight', '00:00'],
    ['noon', '12:00'],
  ])('reads “%s” on the 12-hour clock as %s', (typed, value) => {
    expect(readClockTime(typed, '12h')).toEqual(time(value));
  });

  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['21:30', '21:30'],
    ['24:00', '24:00'],
    ['9:30 pm', '21:30'],
    ['12:00 AM', '00:00'],
  ])('reads “%s” on the 24-hour clock as %s', (typed, value) => {
    expect(readClockTime(typed, '24h')).toEqual(time(value));
  });

  it.each(['3:00', '10:00', '12:30'])('asks for AM or PM rather than guess what “%s” means on the 12-hour clock', (typed) => {
    expect(readClockTime(typed, '12h')).toEqual({ kind: 'refused', message: `Is it ${typed} AM or ${typed} PM? Add AM or PM.` });
  });

  it.each(['banana', '25:00', '9:75', '24:30', '9', '13:00 PM', '0:30 am', '9:30 xm'])('refuses “%s” in plain words on either clock', (typed) => {
    expect(readClockTime(typed, '12h')).toMatchObject({ kind: 'refused', message: expect.stringMatching(/9:30 AM or 9:30 PM/) });
    expect(readClockTime(typed, '24h')).toMatchObject({ kind: 'refused', message: expect.stringMatching(/09:30 or 21:30/) });
  });

  it('says an empty box is empty', () => {
    expect(readClockTime('  ', '12h')).toEqual({ kind: 'empty' });
  });
});
