import type { Kysely } from 'kysely';
import type { BookingRangeQuery } from '@nail-or-never/shared/schemas';
import type { Database } from '../../../../db/schema';
import { SINGLE_ROW_ID } from '../../generalTables';

/** A week for each of a few people looking at a few weeks: enough to serve a front desk from memory. */
const ENTRIES_MAX = 24;

interface Entry {
  revision: string;
  body: string;
}

/**
 * The calendar's answers, as sent, by range and by the bookings' revision (migration 020). Several
 * people keep the same week open and every change makes each of them read it again; all but the
 * first read of a revision are then a lookup. Each API instance keeps its own; the revision lives in
 * the database, so a change made through another instance is seen at once.
 */
export function calendarAnswerCache(db: Kysely<Database>) {
  const entries = new Map<string, Entry>();
  return {
    /** The answer for `query`, made by `make` unless the bookings are unchanged since it was last made. */
    async answer(query: BookingRangeQuery, make: () => Promise<unknown>): Promise<string> {
      // The revision first: a change committed before the bookings are read then files newer data under an older revision, never the reverse.
      const row = await db.selectFrom('bookingsRevision').select('revision').where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
      const revision = String(row.revision);
      const key = `${query.from}|${query.to}|${query.employeeId ?? ''}`;
      const cached = entries.get(key);
      if (cached?.revision === revision) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(key);
        entries.set(key, cached);
        return cached.body;
      }
      const body = JSON.stringify({ data: await make() });
      entries.delete(key);
      entries.set(key, { revision, body });
      if (entries.size > ENTRIES_MAX) entries.delete(entries.keys().next().value ?? key);
      return body;
    },
  };
}
