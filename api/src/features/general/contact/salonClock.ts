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
