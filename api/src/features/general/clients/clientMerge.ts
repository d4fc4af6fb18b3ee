import { CLIENT_LIMITS, type Client, type ClientMergeInput } from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema';
import { nowIso } from '../../../db/columns';
import { writeTransaction } from '../../../db/writeTransaction';
import { badRequest } from '../../../http/httpErrors';
import { staleVersion } from '../../../http/recordErrors';
import type { ClientsTable } from '../generalTables';
import { derivedColumns, erasedClient, phoneCountryOf, readClientRow, refreshLastVisit, toClient } from './clientRows';
import { recordEvent } from './clientPrivacy';

type ClientRow = Selectable<ClientsTable>;

const storedTags = z.array(z.string());

/** Each tag once whatever its capitals, the kept client's first, at most the limit. */
function unionTags(kept: string, duplicate: string): string {
  const tags: string[] = [];
  for (const tag of [...storedTags.parse(JSON.parse(kept)), ...storedTags.parse(JSON.parse(duplicate))]) {
    if (!tags.some((known) => known.toLocaleLowerCase() === tag.toLocaleLowerCase())) tags.push(tag);
  }
  return JSON.stringify(tags.slice(0, CLIENT_LIMITS.tagsMax));
}

const orKept = (kept: string, duplicate: string) => (kept !== '' ? kept : duplicate);

/** The kept client with its empty fields filled from the duplicate. */
function mergedFields(kept: ClientRow, duplicate: ClientRow) {
  const consent = kept.marketingConsent !== 0 || duplicate.marketingConsent === 0;
  return {
    firstName: kept.firstName,
    lastName: orKept(kept.lastName, duplicate.lastName),
    phone: orKept(kept.phone, duplicate.phone),
    email: orKept(kept.email, duplicate.email),
    birthday: kept.birthday ?? duplicate.birthday,
    allergies: orKept(kept.allergies, duplicate.allergies),
    notes: orKept(kept.notes, duplicate.notes),
    tags: unionTags(kept.tags, duplicate.tags),
    // Consent is "empty" while not given: the duplicate's consent and its date come along.
    ...(consent
      ? { marketingConsent: kept.marketingConsent, marketingConsentAt: kept.marketingConsentAt }
      : { marketingConsent: duplicate.marketingConsent, marketingConsentAt: duplicate.marketingConsentAt }),
  };
}

/**
 * Folds the duplicate into the kept client, both at the versions the person saw: its bookings and
 * gift-card links move over (the bookings' own names stay as booked), empty fields are filled,
 * tags joined, its privacy events follow it, and the merge is recorded on the kept client with the
 * duplicate as it was. Then the duplicate is deleted.
 */
export async function mergeClients(db: Kysely<Database>, keptId: number, input: ClientMergeInput, who: string): Promise<Client> {
  if (keptId === input.duplicateId) {
    throw badRequest('A client cannot be merged into itself. Choose the other client.', { duplicateId: 'Choose another client.' });
  }
  return writeTransaction(db, async (trx) => {
    const [kept, duplicate] = [await readClientRow(trx, keptId), await readClientRow(trx, input.duplicateId)];
    if (kept.version !== input.version || duplicate.version !== input.duplicateVersion) throw staleVersion('client');
    if (kept.erasedAt !== null || duplicate.erasedAt !== null) throw erasedClient();
    const country = await phoneCountryOf(trx);

    await trx.updateTable('bookings').set({ clientId: keptId }).where('clientId', '=', duplicate.id).execute();
    await trx.updateTable('giftCards').set({ purchaserClientId: keptId }).where('purchaserClientId', '=', duplicate.id).execute();
    await trx.updateTable('giftCards').set({ recipientClientId: keptId }).where('recipientClientId', '=', duplicate.id).execute();
    await trx.updateTable('clientEvents').set({ clientId: keptId }).where('clientId', '=', duplicate.id).execute();
    await recordEvent(trx, keptId, 'merge', who, JSON.stringify({ mergedClient: toClient(duplicate) }));

    const fields = mergedFields(kept, duplicate);
    const written = await trx
      .updateTable('clients')
      .set({ ...fields, ...derivedColumns(fields, country), updatedAt: nowIso(), version: kept.version + 1 })
      .where('id', '=', keptId)
      .where('version', '=', input.version)
      .returning('id')
      .executeTakeFirst();
    if (!written) throw staleVersion('client');
    const removed = await trx.deleteFrom('clients').where('id', '=', duplicate.id).where('version', '=', input.duplicateVersion).returning('id').executeTakeFirst();
    if (!removed) throw staleVersion('client');
    await refreshLastVisit(trx, [keptId]);
    return toClient(await readClientRow(trx, keptId));
  });
}
