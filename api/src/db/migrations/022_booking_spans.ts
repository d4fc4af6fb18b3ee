import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

/** Each timed table and the column of `booking_spans` that holds its longest `ends_at - starts_at`. */
const SPANNED = [
  { table: 'bookings', column: 'bookings_ms' },
  { table: 'booking_items', column: 'booking_items_ms' },
] as const;
const SQLITE_EVENTS = ['insert', 'update'] as const;

/** The longest span of `table`'s rows (0 when empty; the update below never lowers the value under 0). */
const longestOf = (table: string) => sql`(select coalesce(max(ends_at - starts_at), 0) from ${sql.table(table)})`;

async function createSpans(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('booking_spans')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('bookings_ms', 'bigint', (col) => col.notNull())
    .addColumn('booking_items_ms', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into booking_spans (id, bookings_ms, booking_items_ms) values (1, 0, 0)`.execute(db);

  if (dialect === 'postgres') {
    for (const { table, column } of SPANNED) {
      // One function per table: PL/pgSQL checks a row's fields when it plans the statement.
      await sql`
        create function ${sql.raw(`note_${table}_span`)}() returns trigger language plpgsql as $$
        begin
          update booking_spans set ${sql.raw(column)} = new.ends_at - new.starts_at where id = 1 and ${sql.raw(column)} < new.ends_at - new.starts_at;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_span`)} after insert or update of starts_at, ends_at on ${sql.table(table)} for each row execute function ${sql.raw(`note_${table}_span`)}()`.execute(
        db,
      );
    }
  } else {
    for (const { table, column } of SPANNED) {
      for (const event of SQLITE_EVENTS) {
        const on = event === 'insert' ? 'insert' : 'update of starts_at, ends_at';
        await sql`create trigger ${sql.raw(`${table}_span_${event}`)} after ${sql.raw(on)} on ${sql.table(table)} begin
          update booking_spans set ${sql.raw(column)} = new.ends_at - new.starts_at where id = 1 and ${sql.raw(column)} < new.ends_at - new.starts_at;
        end`.execute(db);
      }
    }
  }
  // After the triggers: on PostgreSQL creating them locked both tables against writers until the
  // migration commits, so every row is either read here or written later through a trigger.
  for (const { table, column } of SPANNED) {
    const longest = longestOf(table);
    await sql`update booking_spans set ${sql.raw(column)} = ${longest} where id = 1 and ${sql.raw(column)} < ${longest}`.execute(db);
  }
}

/**
 * The longest time any booking (and any booking's service) has ever spanned, kept by the database
 * itself: a range read finds the bookings overlapping [from, to) with `ends_at > from`, which no
 * index on `starts_at` can bound, and adds `starts_at > from - longest`, which one can. The value
 * must never be below a stored row's span, or a booking would vanish from the calendar, so it is
 * not taken from the API's validation limits (old rows, rows written by hand, limits changed
 * later) but raised by triggers on every insert and every change of the times, in the writer's
 * own transaction. It is never lowered (a deleted or shortened booking leaves it as it was): too
 * large only costs a few more index entries read, never a wrong answer.
 */
export const bookingSpansMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    if (dialect === 'postgres') return createSpans(db, dialect);
    // The migrator runs SQLite migrations outside a transaction; a savepoint makes this one all or
    // nothing, and holds the write lock from the table's creation to the end, so no booking is
    // written between the triggers and the first value.
    await sql`savepoint booking_spans`.execute(db);
    try {
      await createSpans(db, dialect);
    } catch (error) {
      await sql`rollback to booking_spans`.execute(db);
      throw error;
    } finally {
      await sql`release booking_spans`.execute(db);
    }
  },

  async down(db: Kysely<unknown>, dialect: SqlDialect) {
    for (const { table } of SPANNED) {
      if (dialect === 'postgres') {
        await sql`drop trigger ${sql.raw(`${table}_span`)} on ${sql.table(table)}`.execute(db);
        await sql`drop function ${sql.raw(`note_${table}_span`)}()`.execute(db);
      } else {
        for (const event of SQLITE_EVENTS) await sql`drop trigger ${sql.raw(`${table}_span_${event}`)}`.execute(db);
      }
    }
    await db.schema.dropTable('booking_spans').execute();
  },
};
