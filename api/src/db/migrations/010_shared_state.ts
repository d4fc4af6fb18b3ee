import type { Kysely } from 'kysely';
import type { VersionedMigration } from './index';

/**
 * What several API instances on one PostgreSQL server must share besides the data itself: the
 * generated token-signing key, and the request counters of the per-address request limit. SQLite is
 * one file on one machine, so one instance: it keeps the key in its data folder and the counters in
 * memory, and gets neither table.
 *
 * `request_counts` has exactly the columns rate-limiter-flexible's PostgreSQL store reads and writes
 * (key, points, expire in epoch milliseconds); the store is told the table exists, so it never runs
 * DDL itself at request time.
 */
export const sharedStateMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    if (dialect !== 'postgres') return;
    await db.schema
      .createTable('signing_keys')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('request_counts')
      .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
    await db.schema.createIndex('request_counts_expire').on('request_counts').column('expire').execute();
  },

  async down(db: Kysely<unknown>, dialect) {
    if (dialect !== 'postgres') return;
    await db.schema.dropTable('request_counts').ifExists().execute();
    await db.schema.dropTable('signing_keys').ifExists().execute();
  },
};
