import { DateLocalizer, type Formats } from 'react-big-calendar';
import { instantToSalonLocal, salonLocalToInstant } from '../model/salonTime';

/**
 * react-big-calendar does its date arithmetic on the browser's clock. The calendar must show the
 * salon's clock instead, so it is given "wall-clock" dates: a browser-local Date whose year, month,
 * day, hour and minute are the salon's for that instant. Going in and out always passes through
 * `YYYY-MM-DDTHH:MM` on the salon's clock (salonTime.ts), so both directions agree across DST
 * changes of the salon's zone. (The one blind spot is an hour skipped by the *browser's* own DST
 * change at night, outside any salon's opening hours.)
 */
export function instantToWallClock(iso: string, timeZone: string): Date {
  return localInputToWallClock(instantToSalonLocal(iso, timeZone));
}

/** The UTC instant of a wall-clock date from the calendar (a slot, a drop target). */
export function wallClockToInstant(date: Date, timeZone: string): string {
  return salonLocalToInstant(wallClockToLocalInput(date), timeZone) ?? date.toISOString();
}

/** `YYYY-MM-DDTHH:MM` of a wall-clock date, as a datetime-local field takes it. */
export function wallClockToLocalInput(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` read as a wall-clock date. */
export function localInputToWallClock(local: string): Date {
  const [year = 1970, month = 1, day = 1, hour = 0, minute = 0] = local.split(/[-T:]/).map(Number);
  return new Date(year, month - 1, day, hour, minute);
}

/** The named formats below, written with Intl on the browser clock (which holds the salon's wall clock). */
const PATTERNS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDay: { weekday: 'short', day: 'numeric', month: 'short' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
  dayNumber: { day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type PatternName = keyof typeof PATTERNS;

const isPattern = (name: string): name is PatternName => name in PATTERNS;
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatWith(date: Date, name: string, culture = 'en-GB'): string {
  const key = `${culture}|${name}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(culture, isPattern(name) ? PATTERNS[name] : PATTERNS.longDay);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const timeRange = ({ start, end }: { start: Date; end: Date }, culture?: string) => `${formatWith(start, 'time', culture)}–${formatWith(end, 'time', culture)}`;

const FORMATS: Formats = {
  dateFormat: 'dayNumber',
  dayFormat: 'weekdayDay',
  weekdayFormat: 'weekday',
  timeGutterFormat: 'time',
  monthHeaderFormat: 'monthYear',
  dayHeaderFormat: 'longDay',
  dayRangeHeaderFormat: ({ start, end }, culture) => `${formatWith(start, 'dayMonth', culture)} – ${formatWith(end, 'dayMonth', culture)}`,
  agendaDateFormat: 'weekdayDay',
  agendaTimeFormat: 'time',
  agendaHeaderFormat: ({ start, end }, culture) => `${formatWith(start, 'dayMonth', culture)} – ${formatWith(end, 'dayMonth', culture)}`,
  agendaTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }, culture) => `${formatWith(start, 'time', culture)} –`,
  eventTimeRangeEndFormat: ({ end }, culture) => `– ${formatWith(end, 'time', culture)}`,
};

/** A localizer without a date library: Intl for text, react-big-calendar's own arithmetic, weeks from Monday. */
export const salonLocalizer = new DateLocalizer({
  formats: FORMATS,
  // The salon's week starts on Monday, as in the list view and the API's weekly hours.
  firstOfWeek: () => 1,
  format: (value, format, culture) => {
    // Named formats only ever receive one date; a range would come through the functions above.
    const date = value instanceof Date ? value : typeof value === 'object' ? value.start : new Date(value);
    return formatWith(date, format, culture);
  },
});
