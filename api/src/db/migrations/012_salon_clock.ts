import type { Kysely } from 'kysely';
import type { VersionedMigration } from './index';

/**
 * The salon's clock (`'24h'` or `'12h'`) beside its other details. Every page wrote times on the
 * 24-hour clock until now, so existing salons get `'24h'`: nothing they see changes.
 */
export const salonClockMigration: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('contact')
      .addColumn('clock', 'text', (col) => col.notNull().defaultTo('24h'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact').dropColumn('clock').execute();
  },
};
