import { salonToday, timeOffSentence, timeOffWhen, weekdayWords } from './timeOffText';

const once = { kind: 'once' as const, fromDate: '2026-03-02', untilDate: '2026-03-06', startTime: null, endTime: null, weekdays: [] };

describe('time off in plain words', () => {
  it('says whole days, part days and repeats as the staff would', () => {
    expect(timeOffSentence({ ...once, reason: 'holiday', employeeName: 'Maya' })).toBe('Maya — holiday, Mon 2 Mar to Fri 6 Mar');
    expect(timeOffWhen({ ...once, untilDate: '2026-03-03', fromDate: '2026-03-03', startTime: '13:00', endTime: '18:00' })).toBe('Tue 3 Mar 13:00–18:00');
    const lunch = { kind: 'weekly' as const, fromDate: '2026-01-05', untilDate: null, startTime: '12:30', endTime: '13:15', weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const };
    expect(timeOffSentence({ ...lunch, weekdays: [...lunch.weekdays], reason: 'break', employeeName: 'Maya' }, '2026-03-01')).toBe('Maya — Every weekday 12:30–13:15 (break)');
    expect(timeOffWhen({ ...lunch, weekdays: [...lunch.weekdays], fromDate: '2026-04-06', untilDate: '2026-04-24' }, '2026-03-01')).toBe('Every weekday 12:30–13:15, from Mon 6 Apr until Fri 24 Apr');
  });

  it('names the weekdays in week order', () => {
    expect(weekdayWords(['thursday', 'monday'])).toBe('Every Monday and Thursday');
    expect(weekdayWords(['sunday', 'saturday'])).toBe('Every weekend');
    expect(weekdayWords(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])).toBe('Every day');
  });

  it('reads today on the salon\u2019s clock', () => {
    expect(salonToday('Pacific/Auckland', new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-03');
  });
});
