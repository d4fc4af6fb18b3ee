import type { Client } from '@nail-or-never/shared/schemas';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { fromFlag } from '../../../db/columnValues';
import type { Database } from '../../../db/schema';
import { instantText } from '../../../db/storedInstants';
import { conflict } from '../../../http/httpErrors';
import { entityNotFound } from '../../../http/recordErrors';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry } from '../contact/phoneCountry';
import { SINGLE_ROW_ID, type ClientsTable } from '../generalTables';
import { foldText, fullName, matchKeyOf, searchTextOf, sortNameOf, toE164 } from './clientKeys';

export type Db = Kysely<Database> | Transaction<Database>;

const storedTags = z.array(z.string());

export function toClient(row: Selectable<ClientsTable>): Client {
  const lastVisit = Number(row.lastVisitAt);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    phoneE164: row.phoneE164,
    email: row.email,
    birthday: row.birthday,
    allergies: row.allergies,
    notes: row.notes,
    tags: storedTags.parse(JSON.parse(row.tags)),
    marketingConsent: fromFlag(row.marketingConsent),
    marketingConsentAt: row.marketingConsentAt,
    erasedAt: row.erasedAt,
    lastVisitAt: lastVisit > 0 ? instantText(lastVisit) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** The salon's country for numbers typed without "+" (contact details). */
export async function phoneCountryOf(db: Db): Promise<CountryCode> {
  const row = await db.selectFrom('contact').select('phoneCountry').where('id', '=', SINGLE_ROW_ID).executeTakeFirst();
  const code = row?.phoneCountry ?? '';
  return isPhoneCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
}

/** The stored columns that follow from the person's name, phone and e-mail. */
export function derivedColumns(person: { firstName: string; lastName: string; phone: string; email: string }, country: CountryCode) {
  return {
    phoneE164: toE164(person.phone, country),
    emailKey: person.email.toLowerCase(),
    sortName: sortNameOf(person.firstName, person.lastName),
    searchText: searchTextOf(person, country),
    matchKey: matchKeyOf(fullName(person.firstName, person.lastName), person.phone, country),
  };
}

export async function readClientRow(db: Db, id: number): Promise<Selectable<ClientsTable>> {
  const row = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound('client', id);
  return row;
}

export const erasedClient = (field?: string) =>
  conflict(
    'This client was erased: their record is kept only so the bookings and gift cards still add up, and it cannot be changed or booked. Create a new client instead.',
    field ? { [field]: 'This client was erased.' } : undefined,
  );

/**
 * The latest arrived or completed visit of each client, stored so the list can sort by it. Called
 * wherever a booking's status or client changes.
 */
export async function refreshLastVisit(trx: Db, clientIds: number[]): Promise<void> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return;
  await sql`
    update clients set last_visit_at = coalesce(
      (select max(bookings.starts_at) from bookings where bookings.client_id = clients.id and bookings.status in ('arrived', 'completed')), 0)
    where id in (${sql.join(ids)})`.execute(trx);
}

export const sameName = (a: string, b: string) => foldText(a) === foldText(b);
