import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

/** Each watched table and the column that names the booking a row belongs to. */
const WATCHED = [
  { table: 'bookings', booking: 'id' },
  { table: 'booking_items', booking: 'booking_id' },
] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Which bookings each revision (migration 020) changed, so a kept calendar answer can read only
 * those again instead of the whole week (`calendar/calendarAnswerCache.ts`).
 *
 * The revision now moves once per changed row, in the same trigger that notes the row's booking:
 * on PostgreSQL the update of the revision row locks it until the transaction ends, so revisions
 * are handed out in commit order and a reader that sees revision R sees every change up to R. (A
 * statement trigger after the row triggers, as 020 had, would let a row be noted under a revision
 * another transaction was about to take.) `changes_from` is the first revision whose changes are
 * all still noted: older notes are purged, and an answer kept from before then is made again whole.
 */
export const bookingChangesMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    await db.schema
      .createTable('booking_changes')
      .addColumn('revision', 'bigint', (col) => col.notNull())
      .addColumn('booking_id', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('booking_changes_pk', ['revision', 'booking_id'])
      .execute();
    await db.schema.alterTable('bookings_revision').addColumn('changes_from', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
    // Nothing before this migration was noted.
    await sql`update bookings_revision set changes_from = revision + 1`.execute(db);

    if (dialect === 'postgres') {
      for (const { table } of WATCHED) await sql`drop trigger ${sql.raw(`${table}_revision`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function bump_bookings_revision()`.execute(db);
      for (const { table, booking } of WATCHED) {
        // One function per table: PL/pgSQL checks a row's fields when it plans the statement.
        await sql`
          create function ${sql.raw(`note_${table}_change`)}() returns trigger language plpgsql as $$
          declare
            noted bigint;
          begin
            update bookings_revision set revision = revision + 1 where id = 1 returning revision into noted;
            if tg_op <> 'DELETE' then
              insert into booking_changes (revision, booking_id) values (noted, new.${sql.raw(booking)}) on conflict do nothing;
            end if;
            if tg_op <> 'INSERT' then
              insert into booking_changes (revision, booking_id) values (noted, old.${sql.raw(booking)}) on conflict do nothing;
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger ${sql.raw(`${table}_changes`)} after insert or update or delete on ${sql.table(table)} for each row execute function ${sql.raw(`note_${table}_change`)}()`.execute(db);
      }
      return;
    }
    for (const { table, booking } of WATCHED) {
      for (const event of EVENTS) {
        await sql`drop trigger ${sql.raw(`${table}_revision_${event}`)}`.execute(db);
        const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
        const notes = rows.map((row) => `insert or ignore into booking_changes (revision, booking_id) select revision, ${row}.${booking} from bookings_revision where id = 1;`).join(' ');
        await sql`create trigger ${sql.raw(`${table}_changes_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin update bookings_revision set revision = revision + 1 where id = 1; ${sql.raw(notes)} end`.execute(db);
      }
    }
  },

  async down(db: Kysely<unknown>, dialect: SqlDialect) {
    if (dialect === 'postgres') {
      for (const { table } of WATCHED) {
        await sql`drop trigger ${sql.raw(`${table}_changes`)} on ${sql.table(table)}`.execute(db);
        await sql`drop function ${sql.raw(`note_${table}_change`)}()`.execute(db);
      }
      await sql`
        create function bump_bookings_revision() returns trigger language plpgsql as $$
        begin
          update bookings_revision set revision = revision + 1 where id = 1;
          return null;
        end $$`.execute(db);
      for (const { table } of WATCHED) {
        await sql`create trigger ${sql.raw(`${table}_revision`)} after insert or update or delete on ${sql.table(table)} for each statement execute function bump_bookings_revision()`.execute(db);
      }
    } else {
      for (const { table } of WATCHED) {
        for (const event of EVENTS) {
          await sql`drop trigger ${sql.raw(`${table}_changes_${event}`)}`.execute(db);
          await sql`create trigger ${sql.raw(`${table}_revision_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin update bookings_revision set revision = revision + 1 where id = 1; end`.execute(db);
        }
      }
    }
    await db.schema.alterTable('bookings_revision').dropColumn('changes_from').execute();
    await db.schema.dropTable('booking_changes').execute();
  },
};
