import type { Kysely } from 'kysely';
import type { VersionedMigration } from './index';

/**
 * A per-administrator session version, carried in every token and raised by every password or
 * one-time-code change: a token is valid only while its version is the row's, so nothing issued
 * before a change survives it, whatever the clock says.
 */
export const sessionVersionMigration: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('session_version').execute();
  },
};
