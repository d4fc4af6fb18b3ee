/**
 * The one way the admin writes dates and times: the admin's browser language for names and order,
 * always a 24-hour clock (the booking calendar and the opening hours are written that way, and a
 * salon's day never needs AM/PM to be unambiguous). Instants are shown in the salon's time zone
 * when one is given, otherwise in the browser's.
 */
export interface DateDisplay {
  timeZone?: string | undefined;
  locale?: string | undefined;
}

const CLOCK = { hourCycle: 'h23' } as const;

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

function dateFormatter(pattern: DatePattern, { timeZone, locale }: DateDisplay): Intl.DateTimeFormat {
  const key = `${pattern}|${timeZone ?? ''}|${locale ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...PATTERNS[pattern], ...(timeZone !== undefined ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant (ISO text) in one of the patterns; text that is no instant is shown as it came. */
export function formatInstant(iso: string, pattern: Exclude<DatePattern, 'date' | 'longDay'>, display: DateDisplay = {}): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormatter(pattern, display).format(date);
}

/**
 * A calendar day ("2026-11-24") as a date. Read at noon UTC and shown in UTC, so no time zone can
 * move it to the day before or after.
 */
export function formatCalendarDay(day: string, pattern: 'date' | 'longDay' = 'date', locale?: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormatter(pattern, { timeZone: 'UTC', locale }).format(date);
}
