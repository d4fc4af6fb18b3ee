import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

const WATCHED = ['bookings', 'booking_items'] as const;

/**
 * A number that grows with every change to bookings or their services, kept by the database itself
 * (triggers), so a cached calendar answer knows it is stale whatever made the change: any API
 * instance, any code path, a migration or SQL typed by hand. Read first, then the bookings: a change
 * committed between the two is read as newer data under the older number, which only costs a
 * recompute on the next read, never a stale answer.
 */
export const bookingsRevisionMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    await db.schema
      .createTable('bookings_revision')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('revision', 'bigint', (col) => col.notNull())
      .execute();
    await sql`insert into bookings_revision (id, revision) values (1, 1)`.execute(db);
    if (dialect === 'postgres') {
      await sql`
        create function bump_bookings_revision() returns trigger language plpgsql as $$
        begin
          update bookings_revision set revision = revision + 1 where id = 1;
          return null;
        end $$`.execute(db);
      // Once per statement: a booking written with its services in one statement bumps once.
      for (const table of WATCHED) {
        await sql`create trigger ${sql.raw(`${table}_revision`)} after insert or update or delete on ${sql.table(table)} for each statement execute function bump_bookings_revision()`.execute(
          db,
        );
      }
      return;
    }
    for (const table of WATCHED) {
      for (const event of ['insert', 'update', 'delete'] as const) {
        await sql`create trigger ${sql.raw(`${table}_revision_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin update bookings_revision set revision = revision + 1 where id = 1; end`.execute(db);
      }
    }
  },

  async down(db: Kysely<unknown>, dialect: SqlDialect) {
    if (dialect === 'postgres') {
      for (const table of WATCHED) await sql`drop trigger ${sql.raw(`${table}_revision`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function bump_bookings_revision()`.execute(db);
    } else {
      for (const table of WATCHED) for (const event of ['insert', 'update', 'delete'] as const) await sql`drop trigger ${sql.raw(`${table}_revision_${event}`)}`.execute(db);
    }
    await db.schema.dropTable('bookings_revision').execute();
  },
};
