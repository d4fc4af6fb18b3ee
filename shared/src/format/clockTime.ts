import type { SalonClock } from '../schemas/clockRules';

/**
 * A time of day as the API holds it ("09:30", "24:00" for the midnight that ends a day) written
 * on the salon's clock: "09:30" on 24 h, "9:30 AM" on 12 h. On 12 h, 24:00 is "12:00 AM
 * (midnight)", so a day that runs to its end does not read as one that starts at 12:00 AM.
 * Text that is no such time is shown as it came.
 */
export function formatClockTime(time: string, clock: SalonClock): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), match[2] ?? '00'];
  if (hours > 24 || (hours === 24 && minutes !== '00') || Number(minutes) > 59) return time;
  if (clock !== '12h') return time;
  if (hours === 24) return '12:00 AM (midnight)';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export type ClockReading = { kind: 'time'; value: string } | { kind: 'empty' } | { kind: 'refused'; message: string };

const two = (value: number) => String(value).padStart(2, '0');

/** "9:30 pm", "9.30PM", "9 p.m.", "21:30": hours, optional minutes, optional AM/PM. */
const TIME_PATTERN = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/;

/**
 * What a person typed in a time box, read as "HH:MM" on the 24-hour clock the API speaks.
 * Both ways of writing are understood on either clock: "9:30 PM", "9:30pm", "9 pm" and "21:30"
 * all mean 21:30; "12:00 AM" is 00:00, "12:30 PM" is 12:30; "24:00" and "midnight" are read as
 * written (24:00, 00:00), "noon" as 12:00. On the 12-hour clock a time without AM or PM is taken
 * as written only when it can be nothing else ("09:30", "00:15", "21:30"); "3:00" or "10:00"
 * could be morning or evening, so the person is asked, never guessed for.
 */
export function readClockTime(typed: string, clock: SalonClock): ClockReading {
  const text = typed.trim().toLowerCase().replace(/\s*\(midnight\)$/, '');
  if (text === '') return { kind: 'empty' };
  if (text === 'midnight') return { kind: 'time', value: '00:00' };
  if (text === 'noon' || text === 'midday') return { kind: 'time', value: '12:00' };
  const example = clock === '12h' ? '9:30 AM or 9:30 PM' : '09:30 or 21:30';
  const unreadable: ClockReading = { kind: 'refused', message: `Enter a time such as ${example}.` };
  const match = TIME_PATTERN.exec(text);
  if (!match) return unreadable;
  const [, hourText = '', minuteText = '00', half] = match;
  const hours = Number(hourText);
  const minutes = Number(minuteText);
  if (minutes > 59) return unreadable;
  if (half !== undefined) {
    if (hours < 1 || hours > 12) return { kind: 'refused', message: `With AM or PM, the hour is 1 to 12 (${example}).` };
    const onDay = (hours % 12) + (half === 'p' ? 12 : 0);
    return { kind: 'time', value: `${two(onDay)}:${two(minutes)}` };
  }
  if (hours === 24 && minutes === 0) return { kind: 'time', value: '24:00' };
  if (hours > 23) return unreadable;
  // Without minutes, a lone number is too easily a slip ("9" for 9:00 or 19:00?).
  if (match[2] === undefined) return unreadable;
  const writtenAs24 = hours === 0 || hours > 12 || hourText.startsWith('0');
  if (clock === '12h' && !writtenAs24) {
    const shown = `${hours}:${two(minutes)}`;
    return { kind: 'refused', message: `Is it ${shown} AM or ${shown} PM? Add AM or PM.` };
  }
  return { kind: 'time', value: `${two(hours)}:${two(minutes)}` };
}
