import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/**
 * Gift cards and their append-only ledger. Money is whole cents. `balance_cents` is the ledger's
 * running total, kept in the same transaction as each ledger row, so a redemption can be one
 * conditional UPDATE (never below zero) instead of a read-then-write that two tills could race.
 * `status` stores active, redeemed or cancelled; "expired" depends on today in the salon's time
 * zone and is worked out when read.
 */
export const giftCardsMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    await withIdColumn(db.schema.createTable('gift_cards'), dialect)
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('code_key', 'text', (col) => col.notNull().unique())
      .addColumn('initial_value_cents', 'integer', (col) => col.notNull())
      .addColumn('balance_cents', 'integer', (col) => col.notNull().check(sql`balance_cents >= 0`))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('expires_on', 'text')
      .addColumn('purchaser_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('purchaser_email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('purchaser_phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recipient_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recipient_email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recipient_phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('name_key', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('gift_cards_issued').on('gift_cards').columns(['issued_at', 'id']).execute();
    await db.schema.createIndex('gift_cards_status_expiry').on('gift_cards').columns(['status', 'expires_on']).execute();

    await withIdColumn(db.schema.createTable('gift_card_transactions'), dialect)
      .addColumn('gift_card_id', 'integer', (col) => col.notNull().references('gift_cards.id'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('balance_after_cents', 'integer', (col) => col.notNull())
      .addColumn('expires_on_after', 'text')
      .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('gift_card_transactions_card').on('gift_card_transactions').columns(['gift_card_id', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gift_card_transactions').ifExists().execute();
    await db.schema.dropTable('gift_cards').ifExists().execute();
  },
};
