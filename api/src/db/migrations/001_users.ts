import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/** Users, revoked tokens and failed-login counters. Snake_case names: CamelCasePlugin maps them. */
export const usersMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await withIdColumn(db.schema.createTable('users'), dialect)
      .addColumn('username', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('otp_secret', 'text')
      .addColumn('otp_enabled', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('otp_last_time_step', 'integer')
      .addColumn('sessions_valid_from', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('window_ends_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('login_failures').ifExists().execute();
    await db.schema.dropTable('revoked_tokens').ifExists().execute();
    await db.schema.dropTable('users').ifExists().execute();
  },
};
