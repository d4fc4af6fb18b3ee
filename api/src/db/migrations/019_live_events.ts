import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/**
 * The live updates' short event log (`db/liveEventLog.ts`): one row per changed record, written in
 * the change's own transaction, so a calendar that lost its connection can ask for what it missed
 * (`Last-Event-ID`) from whichever instance it reconnects to. Rows hold a resource name, an id and
 * a kind, never personal data; the periodic purge keeps only the newest few thousand.
 */
export const liveEventsMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await withIdColumn(db.schema.createTable('live_events'), dialect)
      .addColumn('resource', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('live_events').execute();
  },
};
