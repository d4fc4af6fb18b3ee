import type { SalonClock } from '../schemas/clockRules';

/**
 * The one way the admin writes dates and times: the admin's browser language for names and order,
 * the salon's clock for the hours (24 h unless the salon chose 12 h on its contact page, whatever
 * the browser's habit). Instants are shown in the salon's time zone when one is given, otherwise
 * in the browser's.
 */
export interface DateDisplay {
  timeZone?: string | undefined;
  locale?: string | undefined;
  /** The salon's clock (`useSalonClock`); 24 h when not given. */
  clock?: SalonClock | undefined;
}

const CLOCK = { hourCycle: 'h23' } as const;
/** "9:02 PM": no leading zero, as the 12-hour clock is written. */
const TWELVE_HOUR = { hour: 'numeric', hourCycle: 'h12' } as const;

const PATTERNS = {
  /** "24 Nov 2026, 06:02" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', ...CLOCK },
  /** "Tue 24 Nov, 06:02" */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', ...CLOCK },
  /** "Tue 06:02" */
  weekdayClock: { weekday: 'short', hour: '2-digit', minute: '2-digit', ...CLOCK },
  /** "06:02" */
  time: { hour: '2-digit', minute: '2-digit', ...CLOCK },
  /** "24 Nov 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "Tuesday 24 November" */
  longDay: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePattern = keyof typeof PATTERNS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(pattern: DatePattern, { timeZone, locale, clock }: DateDisplay): Intl.DateTimeFormat {
  const twelve = clock === '12h' && 'hour' in PATTERNS[pattern];
  const key = `${pattern}|${timeZone ?? ''}|${locale ?? ''}|${twelve ? '12h' : '24h'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...PATTERNS[pattern], ...(twelve ? TWELVE_HOUR : {}), ...(timeZone !== undefined ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant (ISO text) in one of the patterns; text that is no instant is shown as it came. On the
 * 12-hour clock AM and PM are written in capitals after a plain space whatever the language's habit
 * ("6:02 pm" in en-GB), as the time boxes and the opening hours write them.
 */
export function formatInstant(iso: string, pattern: Exclude<DatePattern, 'date' | 'longDay'>, display: DateDisplay = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const formatter = dateFormatter(pattern, display);
  if (display.clock !== '12h') return formatter.format(date);
  return formatter
    .formatToParts(date)
    // Intl puts a narrow no-break space before AM/PM; the boxes and the opening hours use a plain one.
    .map((part) => (part.type === 'dayPeriod' ? part.value.toUpperCase() : part.value.replace(/\u202f/g, ' ')))
    .join('');
}

/**
 * A calendar day ("2026-11-24") as a date. Read at noon UTC and shown in UTC, so no time zone can
 * move it to the day before or after.
 */
export function formatCalendarDay(day: string, pattern: 'date' | 'longDay' = 'date', locale?: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormatter(pattern, { timeZone: 'UTC', locale }).format(date);
}
