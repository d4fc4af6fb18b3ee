import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

/**
 * Repeating bookings (issue 24). A series keeps its rule (every N weeks, N times or until a date)
 * and the planned visits left out; each visit is an ordinary booking with `series_id` and
 * `series_occurrence` (1 is the first planned visit), so every booking rule, e-mail and list works
 * on it unchanged. No foreign key from bookings: SQLite cannot drop a referencing column on the
 * way down; the series routes check it.
 */
export const bookingSeriesMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    await withIdColumn(db.schema.createTable('booking_series'), dialect)
      .addColumn('every_weeks', 'integer', (col) => col.notNull())
      .addColumn('ends', 'text', (col) => col.notNull())
      .addColumn('times', 'integer')
      .addColumn('until', 'text')
      // JSON of the skipped occurrence numbers.
      .addColumn('skipped', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('bookings').addColumn('series_id', 'integer').execute();
    await db.schema.alterTable('bookings').addColumn('series_occurrence', 'integer').execute();
    await db.schema.createIndex('bookings_series').on('bookings').columns(['series_id', 'series_occurrence']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('bookings_series').execute();
    await db.schema.alterTable('bookings').dropColumn('series_occurrence').execute();
    await db.schema.alterTable('bookings').dropColumn('series_id').execute();
    await db.schema.dropTable('booking_series').execute();
  },
};
