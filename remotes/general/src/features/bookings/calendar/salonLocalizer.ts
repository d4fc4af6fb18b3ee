import { DateLocalizer, type Formats } from 'react-big-calendar';
import { formatInstant } from '@nail-or-never/shared';
import type { SalonClock } from '@nail-or-never/shared/schemas';
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
function formatWith(date: Date, name: string, clock: SalonClock, culture = 'en-GB'): string {
  // A time as every page writes one on the salon's clock; read in the browser's zone, which holds the wall clock.
  if (name === 'time') return formatInstant(date.toISOString(), 'time', { clock, locale: culture });
  const key = `${culture}|${name}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(culture, isPattern(name) ? PATTERNS[name] : PATTERNS.longDay);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** The calendar's formats on the salon's clock: the time axis, the event times, the selection. */
function formatsFor(clock: SalonClock): Formats {
  const time = (date: Date, culture?: string) => formatWith(date, 'time', clock, culture);
  const dayMonths = ({ start, end }: { start: Date; end: Date }, culture?: string) => `${formatWith(start, 'dayMonth', clock, culture)} – ${formatWith(end, 'dayMonth', clock, culture)}`;
  const timeRange = ({ start, end }: { start: Date; end: Date }, culture?: string) => `${time(start, culture)}–${time(end, culture)}`;
  return {
    dateFormat: 'dayNumber',
    dayFormat: 'weekdayDay',
    weekdayFormat: 'weekday',
    timeGutterFormat: 'time',
    monthHeaderFormat: 'monthYear',
    dayHeaderFormat: 'longDay',
    dayRangeHeaderFormat: dayMonths,
    agendaDateFormat: 'weekdayDay',
    agendaTimeFormat: 'time',
    agendaHeaderFormat: dayMonths,
    agendaTimeRangeFormat: timeRange,
    selectRangeFormat: timeRange,
    eventTimeRangeFormat: timeRange,
    eventTimeRangeStartFormat: ({ start }, culture) => `${time(start, culture)} –`,
    eventTimeRangeEndFormat: ({ end }, culture) => `– ${time(end, culture)}`,
  };
}

function localizerFor(clock: SalonClock): DateLocalizer {
  return new DateLocalizer({
    formats: formatsFor(clock),
    // The salon's week starts on Monday, as in the list view and the API's weekly hours.
    firstOfWeek: () => 1,
    format: (value, format, culture) => {
      // Named formats only ever receive one date; a range would come through the functions above.
      const date = value instanceof Date ? value : typeof value === 'object' ? value.start : new Date(value);
      return formatWith(date, format, clock, culture);
    },
  });
}

const LOCALIZERS: Record<SalonClock, DateLocalizer> = { '24h': localizerFor('24h'), '12h': localizerFor('12h') };

/**
 * A localizer without a date library: Intl for text, react-big-calendar's own arithmetic, weeks
 * from Monday, times on the salon's clock (the time axis reads "9:00 AM" on 12 h). One per clock,
 * made once, so the calendar is not rebuilt on each render.
 */
export function salonLocalizer(clock: SalonClock): DateLocalizer {
  return LOCALIZERS[clock];
}
