import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

/**
 * Staff time off (issue 24) and each service's buffer (clean-up) time.
 * - `time_off`: one row per stretch of time off or repeating break, kept as the staff said it (the
 *   salon's wall-clock dates and times); the API unrolls it to instants in the salon's time zone when
 *   it checks bookings, so a holiday across a clock change still covers whole days. `weekdays` is a
 *   JSON list (`[]` for `once`); `until_date` is null for a weekly break that goes on for good.
 * - `services.buffer_minutes`: minutes the employee stays busy after the service; 0 for every
 *   existing service, so nothing that was bookable changes.
 */
export const timeOffMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    await withIdColumn(db.schema.createTable('time_off'), dialect)
      .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('from_date', 'text', (col) => col.notNull())
      .addColumn('until_date', 'text')
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text')
      .addColumn('weekdays', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    // Every read is one employee's (or all employees') entries still running on a date.
    await db.schema.createIndex('time_off_employee').on('time_off').columns(['employee_id', 'until_date']).execute();

    await db.schema
      .alterTable('services')
      .addColumn('buffer_minutes', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('services').dropColumn('buffer_minutes').execute();
    await db.schema.dropTable('time_off').execute();
  },
};
