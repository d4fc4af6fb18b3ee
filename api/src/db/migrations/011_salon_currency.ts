import type { Kysely } from 'kysely';
import type { VersionedMigration } from './index';

/**
 * The salon's currency (an ISO 4217 code) beside its other details. Every price stored so far was
 * meant as euros, so existing salons get `EUR` rather than a guess from their country.
 */
export const salonCurrencyMigration: VersionedMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('contact')
      .addColumn('currency', 'text', (col) => col.notNull().defaultTo('EUR'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact').dropColumn('currency').execute();
  },
};
