import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** A booking's or gift card's fields that name or reach the person. */
const BOOKING_PERSON_FIELDS = ['customerName', 'customerPhone', 'customerEmail', 'notes'] as const;
const PURCHASER_FIELDS = ['purchaserName', 'purchaserEmail', 'purchaserPhone'] as const;
const RECIPIENT_FIELDS = ['recipientName', 'recipientEmail', 'recipientPhone'] as const;

export interface ErasedRecords {
  clientId: number;
  bookingIds: readonly number[];
  /** Gift cards the client bought or received, and on which side. */
  giftCards: readonly { id: number; purchaser: boolean; recipient: boolean }[];
}

function withoutFields(json: string | null, fields: readonly string[]): string | null {
  if (json === null) return null;
  const parsed = JSON.parse(json) as Record<string, unknown>;
  for (const field of fields) if (field in parsed) parsed[field] = '';
  return JSON.stringify(parsed);
}

async function scrubRows(trx: Transaction<Database>, resource: string, recordIds: readonly string[], fields: readonly string[] | 'all'): Promise<void> {
  if (recordIds.length === 0) return;
  const rows = await trx.selectFrom('history').select(['id', 'before', 'after']).where('resource', '=', resource).where('recordId', 'in', recordIds).execute();
  for (const row of rows) {
    await trx
      .updateTable('history')
      .set(fields === 'all' ? { before: null, after: null } : { before: withoutFields(row.before, fields), after: withoutFields(row.after, fields) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Erasing a client reaches the history too, or "who changed what" would keep the person's name,
 * phone, e-mail, allergies and notes: the client's own rows keep who and when but lose their
 * fields, and the rows of their bookings and gift cards lose the fields naming them. The erase's
 * own row (written after this, by writeTransaction) holds only the anonymised record: the "before"
 * that eraseClient's versioned update hands over is just its version and erasedAt.
 */
export async function eraseFromHistory(trx: Transaction<Database>, erased: ErasedRecords): Promise<void> {
  await scrubRows(trx, 'client', [String(erased.clientId)], 'all');
  await scrubRows(trx, 'booking', erased.bookingIds.map(String), BOOKING_PERSON_FIELDS);
  const bought = erased.giftCards.filter((card) => card.purchaser).map((card) => String(card.id));
  const received = erased.giftCards.filter((card) => card.recipient).map((card) => String(card.id));
  await scrubRows(trx, 'giftCard', bought, PURCHASER_FIELDS);
  await scrubRows(trx, 'giftCard', received, RECIPIENT_FIELDS);
}
