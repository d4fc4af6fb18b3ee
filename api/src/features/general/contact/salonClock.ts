import { TZDate } from '@date-fns/tz';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { SINGLE_ROW_ID } from '../generalTables';

/** The calendar day `instant` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Today where the salon is (its contact details' time zone), not where the server runs. */
export async function salonToday(db: Kysely<Database> | Transaction<Database>, now: Date = new Date()): Promise<string> {
  const { timeZone } = await db.selectFrom('contact').select('timeZone').where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  return dayIn(timeZone, now);
}

/** Where an instant falls on the salon's wall clock. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAY_BY_SHORT_NAME: Record<string, WallClock['weekday']> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

// Building a formatter costs far more than using one, and hours checks read the clock many times.
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormatOf(timeZone: string): Intl.DateTimeFormat {
  const known = wallFormats.get(timeZone);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  wallFormats.set(timeZone, format);
  return format;
}

/**
 * The salon's local date, weekday and time of an instant, through Intl, so daylight-saving changes
 * are the runtime's time-zone database's business, never ours: 09:00 is 09:00 on both sides of one.
 */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  const parts = wallFormatOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = WEEKDAY_BY_SHORT_NAME[part('weekday')];
  if (!weekday) throw new Error(`Unexpected weekday "${part('weekday')}" from Intl`);
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** `date` plus `days` calendar days (negative goes back), on YYYY-MM-DD strings. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * The UTC instant of local midnight starting `date` in `timeZone` (a DST day is 23 or 25 hours
 * long, so "midnight + 24 h" is not the next midnight). Uses @date-fns/tz's zone arithmetic.
 */
export function localMidnightUtc(date: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, 0, 0, timeZone).getTime()).toISOString();
}
