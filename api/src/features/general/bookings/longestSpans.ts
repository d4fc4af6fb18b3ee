import { sql, type RawBuilder } from 'kysely';

/** The column of `booking_spans` (migration 022) that holds a table's longest span, in ms. */
const SPAN_COLUMN = { bookings: 'bookings_ms', bookingItems: 'booking_items_ms' } as const;

/** Below every instant the API stores (`INSTANT_RANGE`): no bound at all. */
const NO_BOUND = Number.MIN_SAFE_INTEGER;

/**
 * The instant a row of `table` must start after to end after `endsAfter`: `endsAfter` less the
 * longest span of that table ever stored, which the database keeps (migration 022). So
 * `ends_at > x` can be given `starts_at > startsAfterBound(x)` with exactly the same rows, and an
 * index on `starts_at` then reads only from there instead of from the first booking ever.
 *
 * A subquery, not a value read beforehand: the bound and the rows come from one statement, so from
 * one snapshot, and a booking made longer meanwhile is either seen with its raised span or not at
 * all. Without the row (never so after 022, but a missing row must not hide bookings) there is no bound.
 */
export function startsAfterBound(endsAfter: number, table: keyof typeof SPAN_COLUMN): RawBuilder<number> {
  return sql<number>`coalesce((select ${endsAfter} - ${sql.raw(SPAN_COLUMN[table])} from booking_spans where id = 1), ${NO_BOUND})`;
}
