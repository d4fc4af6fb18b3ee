import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/**
 * Employees and the services each performs. `name_key` and `email_key` are trimmed and lower-cased
 * (unique email, case-insensitive search on both databases). Weekly hours are JSON, read and
 * written whole with the record's version. A deleted service simply leaves everyone's list.
 */
export const employeesMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await withIdColumn(db.schema.createTable('employees'), dialect)
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('name_key', 'text', (col) => col.notNull())
      .addColumn('job_title', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_key', 'text', (col) => col.notNull().unique())
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('calendar_color', 'text', (col) => col.notNull())
      .addColumn('weekly_hours', 'text', (col) => col.notNull())
      .addColumn('bookable', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('start_date', 'text')
      .addColumn('image_key', 'text')
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('employees_name').on('employees').columns(['last_name', 'first_name', 'id']).execute();

    await db.schema
      .createTable('employee_services')
      .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('employee_services_pk', ['employee_id', 'service_id'])
      .execute();
    await db.schema.createIndex('employee_services_service').on('employee_services').column('service_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('employee_services').ifExists().execute();
    await db.schema.dropTable('employees').ifExists().execute();
  },
};
