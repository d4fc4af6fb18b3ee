import type { Kysely } from 'kysely';
import type { VersionedMigration } from './index';

/**
 * What a status change can be undone to: the status the booking had before its last change and
 * when (UTC epoch ms, like the booking's times) that change was made, so a mistaken "No-show" can
 * be taken back the same salon day. Both empty on existing bookings: there is nothing to undo.
 */
export const bookingStatusUndoMigration: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bookings').addColumn('previousStatus', 'text').execute();
    await db.schema.alterTable('bookings').addColumn('statusChangedAt', 'bigint').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('bookings').dropColumn('statusChangedAt').execute();
    await db.schema.alterTable('bookings').dropColumn('previousStatus').execute();
  },
};
