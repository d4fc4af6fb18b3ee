import { minutesOfDay, type Weekday, type WeeklyHours } from '@nail-or-never/shared/schemas';
import { firstInstantAt } from '../../contact/firstInstantAt';
import { addDays, wallClockIn } from '../../contact/salonClock';

/** A stretch of time as UTC epoch ms, the end excluded. */
export interface Span {
  startsAt: number;
  endsAt: number;
}

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** In `getUTCDay` order. */
const SUNDAY_FIRST: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday of a YYYY-MM-DD date, without Intl (a date has the same weekday in every zone). */
export function weekdayOfDate(date: string): Weekday {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return SUNDAY_FIRST[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'sunday';
}

/**
 * `firstInstantAt` for the whole process: a zone's rules do not change while it runs, and every
 * request asks for the same few midnights. Emptied when full, so it never grows without bound.
 */
const firstInstants = new Map<string, number>();
const FIRST_INSTANTS_MAX = 20_000;

function rememberedFirstInstant(timeZone: string, date: string, minutes: number): number {
  const key = `${timeZone} ${date} ${minutes}`;
  const known = firstInstants.get(key);
  if (known !== undefined) return known;
  if (firstInstants.size >= FIRST_INSTANTS_MAX) firstInstants.clear();
  const instant = firstInstantAt(timeZone, date, minutes);
  firstInstants.set(key, instant);
  return instant;
}

/**
 * The salon's clock for one check or one day of availability: which date an instant falls on and
 * where each day's hours begin and end, as instants. Intl is slow (microseconds a call) and a day's
 * availability asks thousands of times, so every day's bounds and every weekly-hours day are worked
 * out once and kept; the answers are exactly those of `wallClockIn` and `firstInstantAt`, so a clock
 * change is counted as the time that really passes.
 */
export class SalonCalendar {
  private readonly days: Array<{ date: string; span: Span }> = [];
  private readonly hoursByDate = new WeakMap<WeeklyHours, Map<string, Span[]>>();
  private readonly instants = new Map<string, number>();

  constructor(readonly timeZone: string) {}

  /**
   * The instant the salon's clock first reads `minutes` (0–1440) on `date`. On a day of exactly 24
   * hours (no clock change) that is midnight plus the minutes; other days ask `firstInstantAt`.
   */
  instantAt(date: string, minutes: number): number {
    const key = `${date} ${minutes}`;
    const known = this.instants.get(key);
    if (known !== undefined) return known;
    const day = minutes > 0 && minutes < MINUTES_PER_DAY ? this.daySpan(date) : null;
    const instant = day && day.endsAt - day.startsAt === MINUTES_PER_DAY * MINUTE_MS ? day.startsAt + minutes * MINUTE_MS : rememberedFirstInstant(this.timeZone, date, minutes);
    this.instants.set(key, instant);
    return instant;
  }

  /** From local midnight to the next one (23 or 25 hours on a clock change). */
  daySpan(date: string): Span {
    const known = this.days.find((day) => day.date === date);
    if (known) return known.span;
    const span = { startsAt: this.instantAt(date, 0), endsAt: this.instantAt(addDays(date, 1), 0) };
    this.days.push({ date, span });
    return span;
  }

  /**
   * The first instant of each `stepMinutes` reading of the clock on `date` (00:00, 00:15, …), each
   * once: a spring gap's readings all fall on the instant the clock jumps to, offered once under the
   * reading the clock shows then (03:00, not 02:00); autumn's repeated hour comes once, the first time.
   */
  readingsOn(date: string, stepMinutes: number): Array<{ minutes: number; instant: number }> {
    const readings: Array<{ minutes: number; instant: number }> = [];
    for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += stepMinutes) {
      const instant = this.instantAt(date, minutes);
      // In a spring gap every reading falls on the jump: it is named by the reading the clock shows then.
      if (readings.at(-1)?.instant === instant) readings[readings.length - 1] = { minutes, instant };
      else readings.push({ minutes, instant });
    }
    return readings;
  }

  /** The salon's date at `instant`. */
  dateOf(instant: number): string {
    const known = this.days.find((day) => day.span.startsAt <= instant && instant < day.span.endsAt);
    if (known) return known.date;
    const date = wallClockIn(this.timeZone, new Date(instant)).date;
    this.daySpan(date);
    return date;
  }

  /**
   * The intervals of `hours` on `date`'s weekday as instants: each from the first moment the clock
   * reads its start to the first moment it reads its end (24:00 being the next midnight).
   */
  hoursOn(hours: WeeklyHours, date: string): Span[] {
    let byDate = this.hoursByDate.get(hours);
    if (!byDate) {
      byDate = new Map();
      this.hoursByDate.set(hours, byDate);
    }
    const known = byDate.get(date);
    if (known) return known;
    const spans = hours[weekdayOfDate(date)].map((interval) => ({
      startsAt: this.instantAt(date, minutesOfDay(interval.start)),
      endsAt: this.instantAt(date, minutesOfDay(interval.end)),
    }));
    byDate.set(date, spans);
    return spans;
  }
}
