import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

/**
 * The team (issue 26). Every existing administrator could do everything, so each becomes an
 * `owner`: nobody loses anything they had. New columns:
 * - `role`: owner | manager | reception (checked by the API, shared/src/schemas/permissions.ts);
 * - `name`: what the Team and Activity pages show (the username until someone sets one);
 * - `must_change_password`: set with a temporary password, cleared by the person's own change;
 * - `active`: 0 ends every session at once and refuses sign-in;
 * - `otp_required` / `otp_pending_secret`: the owner's requirement and an enrolment not yet confirmed;
 * - `employee_id`: optionally the staff record this person is (no foreign key: SQLite cannot drop a
 *   referencing column on the way down; the team routes check it, and a deleted one reads as none).
 * `user_sessions` lists each person's signed-in browsers (by token id); `history` records every write.
 */
export const teamMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect: SqlDialect) {
    await db.schema.alterTable('users').addColumn('role', 'text', (col) => col.notNull().defaultTo('owner')).execute();
    await db.schema.alterTable('users').addColumn('name', 'text', (col) => col.notNull().defaultTo('')).execute();
    await sql`UPDATE users SET name = username`.execute(db);
    await db.schema.alterTable('users').addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('active', 'integer', (col) => col.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('users').addColumn('otp_required', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('otp_pending_secret', 'text').execute();
    await db.schema.alterTable('users').addColumn('employee_id', 'integer').execute();

    // Keyed by the token's id (jti): the token check needs no new lookup, and signing a session out
    // reuses revoked_tokens.
    await db.schema
      .createTable('user_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('user_sessions_user').on('user_sessions').columns(['user_id', 'expires_at']).execute();

    // No foreign key to users: the record outlives the person (their name is copied in).
    await withIdColumn(db.schema.createTable('history'), dialect)
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('user_name', 'text', (col) => col.notNull())
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('resource', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('history_at').on('history').columns(['at', 'id']).execute();
    await db.schema.createIndex('history_record').on('history').columns(['resource', 'record_id', 'id']).execute();
    await db.schema.createIndex('history_user').on('history').columns(['user_id', 'at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('history').execute();
    await db.schema.dropTable('user_sessions').execute();
    for (const column of ['employee_id', 'otp_pending_secret', 'otp_required', 'active', 'must_change_password', 'name', 'role']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
