import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns';
import type { VersionedMigration } from './index';

/**
 * The e-mail outbox: every confirmation, "moved", cancellation and reminder a booking change causes
 * is written here in the same transaction as the change, and a worker sends it later
 * (`ops/outbox/`). A message is rendered when it is queued, so what is sent is what the booking was.
 * `send_after` and `claimed_until` are UTC epoch milliseconds (compared by the claim query, like the
 * booking times); the others are ISO text. Also the salon's `reminder_hours` (default 24).
 */
export const emailOutboxMigration: VersionedMigration = {
  async up(db: Kysely<unknown>, dialect) {
    const instant = dialect === 'postgres' ? 'bigint' : 'integer';
    await withIdColumn(db.schema.createTable('booking_messages'), dialect)
      .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('from_name', 'text', (col) => col.notNull())
      .addColumn('reply_to', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body_text', 'text', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('send_after', instant, (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', instant)
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // The claim query: due queued rows, and sending rows whose lease ran out, oldest first.
    await db.schema.createIndex('booking_messages_due').on('booking_messages').columns(['state', 'send_after']).execute();
    await db.schema.createIndex('booking_messages_claim_lease').on('booking_messages').columns(['state', 'claimed_until']).execute();
    // A booking's messages (the drawer), and replacing its queued reminder on a move.
    await db.schema.createIndex('booking_messages_booking').on('booking_messages').columns(['booking_id', 'kind', 'state']).execute();

    await db.schema
      .alterTable('contact')
      .addColumn('reminder_hours', 'integer', (col) => col.notNull().defaultTo(24))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact').dropColumn('reminder_hours').execute();
    await db.schema.dropTable('booking_messages').execute();
  },
};
