import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/**
 * Bookings and their services. Times are UTC ISO strings (they sort and compare as text on both
 * databases). Each item keeps the service's name, duration and price as they were when booked, so
 * a later catalogue change never rewrites history. An item's employee cannot be deleted while the
 * item exists (no cascade): employees with bookings are deactivated instead.
 */
export const bookingsMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await withIdColumn(db.schema.createTable('bookings'), dialect)
      .addColumn('customer_name', 'text', (col) => col.notNull())
      .addColumn('customer_name_key', 'text', (col) => col.notNull())
      .addColumn('customer_phone', 'text', (col) => col.notNull())
      .addColumn('customer_email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('cancel_reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('overlap_override', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('override_reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('bookings_starts').on('bookings').columns(['starts_at', 'id']).execute();

    await withIdColumn(db.schema.createTable('booking_items'), dialect)
      .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (col) => col.references('services.id').onDelete('set null'))
      .addColumn('service_name', 'text', (col) => col.notNull())
      .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id'))
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('price_cents', 'integer')
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('booking_items_employee_time').on('booking_items').columns(['employee_id', 'starts_at']).execute();
    await db.schema.createIndex('booking_items_booking').on('booking_items').columns(['booking_id', 'position']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('booking_items').ifExists().execute();
    await db.schema.dropTable('bookings').ifExists().execute();
  },
};
