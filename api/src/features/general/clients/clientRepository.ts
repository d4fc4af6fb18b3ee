import type { Client, ClientCreateInput, ClientDuplicatesQuery, ClientListQuery, ClientSort, ClientUpdateInput } from '@nail-or-never/shared/schemas';
import type { Kysely } from 'kysely';
import { nowIso } from '../../../db/columns';
import { toCount, toFlag } from '../../../db/columnValues';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { updateVersioned } from '../../../db/versionedUpdate';
import { writeTransaction } from '../../../db/writeTransaction';
import { conflict } from '../../../http/httpErrors';
import { entityNotFound, isForeignKeyViolation } from '../../../http/recordErrors';
import { toE164 } from './clientKeys';
import { searchCondition } from './clientSearch';
import { derivedColumns, erasedClient, phoneCountryOf, readClientRow, toClient, type Db } from './clientRows';
import type { CountryCode } from 'libphonenumber-js';

const SORT_COLUMNS: Record<ClientSort, { column: 'sortName' | 'lastVisitAt' | 'createdAt'; direction: 'asc' | 'desc' }> = {
  name: { column: 'sortName', direction: 'asc' },
  '-name': { column: 'sortName', direction: 'desc' },
  lastVisit: { column: 'lastVisitAt', direction: 'asc' },
  '-lastVisit': { column: 'lastVisitAt', direction: 'desc' },
  createdAt: { column: 'createdAt', direction: 'asc' },
  '-createdAt': { column: 'createdAt', direction: 'desc' },
};

/** The ids of clients whose folded search text matches `q` (names, e-mail, the phone in any form); null for an empty query. */
export function matchingClients(db: Db, q: string, country: CountryCode) {
  const condition = searchCondition('clients', q, country);
  return condition === null ? null : db.selectFrom('clients').select('clients.id').where(condition);
}

function filtered(db: Db, q: string | undefined, country: CountryCode) {
  const select = db.selectFrom('clients');
  const condition = q ? searchCondition('clients', q, country) : null;
  return condition === null ? select : select.where(condition);
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `a ${one}` : `${count} ${many}`);

/** What keeps a client from being deleted, in the words the 409 uses. */
function hasReferences(bookings: number, giftCards: number) {
  const what = [...(bookings > 0 ? [plural(bookings, 'booking', 'bookings')] : []), ...(giftCards > 0 ? [plural(giftCards, 'gift card', 'gift cards')] : [])];
  const held = what.length > 0 ? what.join(' and ') : 'bookings or gift cards';
  return conflict(`This client has ${held}, which must keep saying whose they are, so the client cannot be deleted; erase instead.`, {
    id: 'Erase instead of deleting.',
  });
}

const consentColumns = (consent: boolean, wasGiven: boolean, givenAt: string | null, now: string) => ({
  marketingConsent: toFlag(consent),
  // The date consent was given: kept while it stands, cleared when withdrawn.
  marketingConsentAt: consent ? (wasGiven ? givenAt : now) : null,
});

export const clientRepository = {
  /** A page of clients; `q` finds any part of the name, the e-mail, or the phone in any form. */
  async list(db: Kysely<Database>, query: ClientListQuery): Promise<Page<Client>> {
    const country = await phoneCountryOf(db);
    const { column, direction } = SORT_COLUMNS[query.sort];
    // Two queries: the page can stop at its last row when walking the sort's index, which a
    // count beside each row (a window over all matches) would not let it do.
    const [rows, count] = await Promise.all([
      filtered(db, query.q, country).selectAll().orderBy(column, direction).orderBy('id', direction).limit(query.limit).offset(pageOffset(query)).execute(),
      filtered(db, query.q, country)
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return toPage(rows.map(toClient), query, toCount(count.total));
  },

  async get(db: Db, id: number): Promise<Client> {
    return toClient(await readClientRow(db, id));
  },

  /** Who the new or edited client may already be: the same phone (in E.164) or e-mail. */
  async duplicates(db: Kysely<Database>, query: ClientDuplicatesQuery): Promise<Client[]> {
    const country = await phoneCountryOf(db);
    const e164 = query.phone === '' ? '' : toE164(query.phone, country);
    const emailKey = query.email.toLowerCase();
    if (e164 === '' && emailKey === '') return [];
    let select = db
      .selectFrom('clients')
      .selectAll()
      .where('erasedAt', 'is', null)
      .where((eb) => eb.or([...(e164 !== '' ? [eb('phoneE164', '=', e164)] : []), ...(emailKey !== '' ? [eb('emailKey', '=', emailKey)] : [])]));
    if (query.excludeId !== undefined) select = select.where('id', '!=', query.excludeId);
    const rows = await select.orderBy('sortName').orderBy('id').limit(10).execute();
    return rows.map(toClient);
  },

  async create(db: Kysely<Database>, input: ClientCreateInput): Promise<Client> {
    return writeTransaction(db, async (trx) => {
      const country = await phoneCountryOf(trx);
      const now = nowIso();
      const row = await trx
        .insertInto('clients')
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          email: input.email,
          ...derivedColumns(input, country),
          birthday: input.birthday,
          allergies: input.allergies,
          notes: input.notes,
          tags: JSON.stringify(input.tags),
          ...consentColumns(input.marketingConsent, false, null, now),
          erasedAt: null,
          lastVisitAt: 0,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toClient(row);
    });
  },

  /** Fields left out stay; an erased client cannot be edited (409). */
  async update(db: Kysely<Database>, input: ClientUpdateInput): Promise<Client> {
    return writeTransaction(db, async (trx) => {
      const country = await phoneCountryOf(trx);
      const { written } = await updateVersioned(
        'client',
        input,
        () => trx.selectFrom('clients').selectAll().where('id', '=', input.id).executeTakeFirst(),
        (current, next) => {
          if (current.erasedAt !== null) throw erasedClient();
          const person = {
            firstName: input.firstName ?? current.firstName,
            lastName: input.lastName ?? current.lastName,
            phone: input.phone ?? current.phone,
            email: input.email ?? current.email,
          };
          return trx
            .updateTable('clients')
            .set({
              ...person,
              ...derivedColumns(person, country),
              ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
              ...(input.allergies !== undefined ? { allergies: input.allergies } : {}),
              ...(input.notes !== undefined ? { notes: input.notes } : {}),
              ...(input.tags !== undefined ? { tags: JSON.stringify(input.tags) } : {}),
              ...(input.marketingConsent !== undefined
                ? consentColumns(input.marketingConsent, current.marketingConsent !== 0, current.marketingConsentAt, next.updatedAt)
                : {}),
              ...next,
            })
            .where('id', '=', input.id)
            .where('version', '=', input.version)
            .returningAll()
            .executeTakeFirst();
        },
      );
      return toClient(written);
    });
  },

  /**
   * Only a client nothing refers to; one with bookings or gift cards is erased instead (409). The
   * foreign keys from bookings and gift cards are the last guard against one made in between.
   */
  async delete(db: Kysely<Database>, id: number): Promise<void> {
    try {
      await writeTransaction(db, async (trx) => {
        await readClientRow(trx, id);
        const [bookings, cards] = await Promise.all([
          trx
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll().as('total'))
            .where('clientId', '=', id)
            .executeTakeFirstOrThrow(),
          trx
            .selectFrom('giftCards')
            .select((eb) => eb.fn.countAll().as('total'))
            .where((eb) => eb.or([eb('purchaserClientId', '=', id), eb('recipientClientId', '=', id)]))
            .executeTakeFirstOrThrow(),
        ]);
        if (toCount(bookings.total) > 0 || toCount(cards.total) > 0) throw hasReferences(toCount(bookings.total), toCount(cards.total));
        const deleted = await trx.deleteFrom('clients').where('id', '=', id).returning('id').executeTakeFirst();
        if (!deleted) throw entityNotFound('client', id);
      });
    } catch (error) {
      // A booking made between the check and the delete: the foreign key is the last guard.
      if (isForeignKeyViolation(error)) throw hasReferences(0, 0);
      throw error;
    }
  },
};
