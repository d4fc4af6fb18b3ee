import {
  bookingRecordSchema,
  clientRecordSchema,
  giftCardDetailRecordSchema,
  type Client,
  type ClientEraseInput,
} from '@nail-or-never/shared/schemas';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { nowIso } from '../../../db/columns';
import type { Database } from '../../../db/schema';
import { updateVersioned } from '../../../db/versionedUpdate';
import { writeTransaction } from '../../../db/writeTransaction';
import { toNameKey } from '../../../db/columnValues';
import { bookingRepository } from '../bookings/bookingRepository';
import { eraseClientMessages } from '../bookings/messages/bookingMessages';
import { giftCardRepository, nameKeyOf } from '../giftCards/giftCardRepository';
import type { ClientEventsTable } from '../generalTables';
import { eraseFromHistory } from './clientHistoryErasure';
import { foldText } from './clientKeys';
import { erasedClient, readClientRow, toClient } from './clientRows';

/** What an erased client's name becomes on the client, the bookings and the gift cards. */
export const ERASED_NAME = 'Erased client';

export const clientEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(['export', 'erase', 'merge']),
  /** For a merge: the folded-in client as it was (JSON). */
  detail: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

/** `GET /clients/{id}/export`: everything held about the client. */
export const clientExportSchema = z.object({
  exportedAt: z.string(),
  client: clientRecordSchema,
  bookings: z.array(bookingRecordSchema),
  giftCards: z.array(giftCardDetailRecordSchema),
  /** Exports, erasure and merges, this export included. */
  events: z.array(clientEventSchema),
});
export type ClientExport = z.infer<typeof clientExportSchema>;

export async function recordEvent(trx: Transaction<Database>, clientId: number, action: ClientEventsTable['action'], who: string, detail = ''): Promise<void> {
  await trx.insertInto('clientEvents').values({ clientId, action, detail, createdBy: who, createdAt: nowIso() }).execute();
}

/** The export is recorded in the same transaction that reads it: no export leaves unrecorded. */
export async function exportClient(db: Kysely<Database>, clientId: number, who: string): Promise<ClientExport> {
  return writeTransaction(db, async (trx) => {
    const client = toClient(await readClientRow(trx, clientId));
    await recordEvent(trx, clientId, 'export', who);
    const cards = await trx
      .selectFrom('giftCards')
      .select('id')
      .where((eb) => eb.or([eb('purchaserClientId', '=', clientId), eb('recipientClientId', '=', clientId)]))
      .orderBy('id')
      .execute();
    const events = await trx.selectFrom('clientEvents').select(['id', 'action', 'detail', 'createdBy', 'createdAt']).where('clientId', '=', clientId).orderBy('id').execute();
    return {
      exportedAt: nowIso(),
      client,
      bookings: await bookingRepository.ofClient(trx, clientId),
      giftCards: await Promise.all(cards.map((card) => giftCardRepository.get(trx, card.id))),
      events,
    };
  });
}

/**
 * Anonymises the person everywhere: the client's own fields, the name, phone, e-mail and notes their
 * bookings were made with, and the gift cards' purchaser or recipient fields that were theirs.
 * Bookings, statuses, prices and the gift-card ledger stay, so counts and sums do not move.
 * Bookings and cards get a new version: a form opened before sees a 409, never writes the name back.
 */
export async function eraseClient(db: Kysely<Database>, clientId: number, input: ClientEraseInput, who: string): Promise<Client> {
  return writeTransaction(db, async (trx) => {
    const now = nowIso();
    const { written } = await updateVersioned(
      'client',
      { id: clientId, version: input.version },
      () => trx.selectFrom('clients').select(['version', 'erasedAt']).where('id', '=', clientId).executeTakeFirst(),
      (current, next) => {
        if (current.erasedAt !== null) throw erasedClient();
        return trx
          .updateTable('clients')
          .set({
            firstName: ERASED_NAME,
            lastName: '',
            phone: '',
            phoneE164: '',
            email: '',
            emailKey: '',
            birthday: null,
            allergies: '',
            notes: '',
            tags: '[]',
            marketingConsent: 0,
            marketingConsentAt: null,
            erasedAt: now,
            sortName: foldText(ERASED_NAME),
            // Never found by search or by a booking's name and phone again.
            searchText: '',
            matchKey: '',
            ...next,
          })
          .where('id', '=', clientId)
          .where('version', '=', input.version)
          .returningAll()
          .executeTakeFirst();
      },
    );
    const bookingIds = (await trx.selectFrom('bookings').select('id').where('clientId', '=', clientId).execute()).map((row) => row.id);
    await trx
      .updateTable('bookings')
      .set((eb) => ({
        customerName: ERASED_NAME,
        customerNameKey: toNameKey(ERASED_NAME),
        customerPhone: '',
        customerEmail: '',
        notes: '',
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('clientId', '=', clientId)
      .execute();
    const giftCards = await eraseGiftCardPeople(trx, clientId, now);
    await eraseClientMessages(trx, clientId);
    await eraseFromHistory(trx, { clientId, bookingIds, giftCards });
    await recordEvent(trx, clientId, 'erase', who);
    return toClient(written);
  });
}

/** Anonymises the client's side of each gift card they bought or received, and says which cards and sides. */
async function eraseGiftCardPeople(trx: Transaction<Database>, clientId: number, now: string): Promise<{ id: number; purchaser: boolean; recipient: boolean }[]> {
  const cards = await trx
    .selectFrom('giftCards')
    .select(['id', 'purchaserClientId', 'recipientClientId', 'purchaserName', 'recipientName', 'version'])
    .where((eb) => eb.or([eb('purchaserClientId', '=', clientId), eb('recipientClientId', '=', clientId)]))
    .execute();
  for (const card of cards) {
    const purchaser = card.purchaserClientId === clientId;
    const recipient = card.recipientClientId === clientId;
    const purchaserName = purchaser ? ERASED_NAME : card.purchaserName;
    const recipientName = recipient ? ERASED_NAME : card.recipientName;
    await trx
      .updateTable('giftCards')
      .set({
        ...(purchaser ? { purchaserName, purchaserEmail: '', purchaserPhone: '' } : {}),
        ...(recipient ? { recipientName, recipientEmail: '', recipientPhone: '' } : {}),
        nameKey: nameKeyOf(purchaserName, recipientName),
        updatedAt: now,
        version: card.version + 1,
      })
      .where('id', '=', card.id)
      .execute();
  }
  return cards.map((card) => ({ id: card.id, purchaser: card.purchaserClientId === clientId, recipient: card.recipientClientId === clientId }));
}
