import { sql, type Kysely } from 'kysely';
import type { CountryCode } from 'libphonenumber-js';
import { withIdColumn } from '../columns';
import type { SqlDialect } from '../createDatabase';
import { foldText, matchKeyOf, searchTextOf, sortNameOf, splitName, toE164 } from '../../features/general/clients/clientKeys';
import { DEFAULT_PHONE_COUNTRY, phoneCountryFromText } from '../../features/general/contact/phoneCountry';
import type { VersionedMigration } from './index';

interface BookingRow {
  id: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  createdAt: string;
}

interface Person {
  name: string;
  phone: string;
  email: string;
}

async function createTables(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('contact')
    .addColumn('phone_country', 'text', (col) => col.notNull().defaultTo(DEFAULT_PHONE_COUNTRY))
    .execute();

  await withIdColumn(db.schema.createTable('clients'), dialect)
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_e164', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('birthday', 'text')
    .addColumn('allergies', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('marketing_consent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('marketing_consent_at', 'text')
    .addColumn('erased_at', 'text')
    .addColumn('last_visit_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_name', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('match_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // On SQLite the search text rides along in each sort's index: a page walks the index in order,
  // tests each entry's text there and stops at its last row, instead of fetching every client it
  // passes; the count scans the narrow search index, not the wide rows. PostgreSQL has pg_trgm.
  const searchable = dialect === 'sqlite' ? ['search_text'] : [];
  await db.schema.createIndex('clients_sort_name').on('clients').columns(['sort_name', 'id', ...searchable]).execute();
  await db.schema.createIndex('clients_last_visit').on('clients').columns(['last_visit_at', 'id', ...searchable]).execute();
  await db.schema.createIndex('clients_created').on('clients').columns(['created_at', 'id', ...searchable]).execute();
  if (dialect === 'sqlite') await db.schema.createIndex('clients_search').on('clients').column('search_text').execute();
  await db.schema.createIndex('clients_match').on('clients').column('match_key').execute();
  await db.schema.createIndex('clients_phone').on('clients').column('phone_e164').execute();
  await db.schema.createIndex('clients_email').on('clients').column('email_key').execute();
  if (dialect === 'postgres') await addTrigramIndex(db);

  // Who exported, erased or merged a client, and when. No foreign key: the record outlives a merged
  // or deleted client.
  await withIdColumn(db.schema.createTable('client_events'), dialect)
    .addColumn('client_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('client_events_client').on('client_events').columns(['client_id', 'id']).execute();

  await db.schema.alterTable('bookings').addColumn('client_id', 'integer', (col) => col.references('clients.id')).execute();
  await db.schema.createIndex('bookings_client').on('bookings').columns(['client_id', 'starts_at']).execute();
  await db.schema.alterTable('gift_cards').addColumn('purchaser_client_id', 'integer', (col) => col.references('clients.id')).execute();
  await db.schema.alterTable('gift_cards').addColumn('recipient_client_id', 'integer', (col) => col.references('clients.id')).execute();
  await db.schema.createIndex('gift_cards_purchaser_client').on('gift_cards').column('purchaser_client_id').execute();
  await db.schema.createIndex('gift_cards_recipient_client').on('gift_cards').column('recipient_client_id').execute();
}

/**
 * A trigram index makes `search_text LIKE '%…%'` an index lookup on PostgreSQL. pg_trgm is a
 * contrib extension a managed server may lack or forbid: then the search scans the table (still
 * within its budget at 50,000 clients, see docs/performance.md) and the migration goes on. The
 * savepoint keeps a refused CREATE EXTENSION from aborting the migration's transaction.
 */
async function addTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`savepoint clients_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index clients_search_trgm on clients using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`release savepoint clients_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint clients_trgm`.execute(db);
    await sql`release savepoint clients_trgm`.execute(db);
  }
}

async function salonCountry(db: Kysely<unknown>): Promise<CountryCode> {
  const contact = await sql<{ country: string }>`select country from contact where id = 1`.execute(db);
  const country = phoneCountryFromText(contact.rows[0]?.country ?? '') ?? DEFAULT_PHONE_COUNTRY;
  await sql`update contact set phone_country = ${country}`.execute(db);
  return country;
}

/**
 * One client per person the bookings name. Only exact duplicates are one person: the same name
 * once folded (case, accents, spaces) AND the same phone once normalised. The same phone with
 * another name (a mother booking for her daughter) or a typo stays a separate client, to be merged
 * by a person who knows. The bookings' own name, phone and e-mail are left as they were.
 */
async function clientsFromBookings(db: Kysely<unknown>, country: CountryCode): Promise<void> {
  const bookings = await sql<BookingRow>`select id, customer_name, customer_phone, customer_email, created_at from bookings order by id`.execute(db);
  const clientByKey = new Map<string, { id: number; email: string }>();
  for (const booking of bookings.rows) {
    const key = matchKeyOf(booking.customerName, booking.customerPhone, country);
    let client = clientByKey.get(key);
    if (!client) {
      const id = await insertClient(db, country, { name: booking.customerName, phone: booking.customerPhone, email: booking.customerEmail }, booking.createdAt);
      client = { id, email: booking.customerEmail };
      clientByKey.set(key, client);
    } else if (client.email === '' && booking.customerEmail !== '') {
      // A later booking may be the first to have the e-mail: keep it rather than lose it.
      client.email = booking.customerEmail;
      await fillEmail(db, client.id, booking.customerEmail, country);
    }
    await sql`update bookings set client_id = ${client.id} where id = ${booking.id}`.execute(db);
  }
}

async function insertClient(db: Kysely<unknown>, country: CountryCode, person: Person, createdAt: string): Promise<number> {
  const { firstName, lastName } = splitName(person.name);
  const row = { firstName, lastName, phone: person.phone, email: person.email };
  const inserted = await sql<{ id: number }>`
    insert into clients (first_name, last_name, phone, phone_e164, email, email_key, sort_name, search_text, match_key, created_at, updated_at, version)
    values (${firstName}, ${lastName}, ${person.phone}, ${toE164(person.phone, country)}, ${person.email}, ${person.email.toLowerCase()},
            ${sortNameOf(firstName, lastName)}, ${searchTextOf(row, country)}, ${matchKeyOf(person.name, person.phone, country)}, ${createdAt}, ${createdAt}, 1)
    returning id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error(`No client was made for ${person.name}`);
  return Number(id);
}

async function fillEmail(db: Kysely<unknown>, id: number, email: string, country: CountryCode): Promise<void> {
  const current = await sql<{ firstName: string; lastName: string; phone: string }>`select first_name, last_name, phone from clients where id = ${id}`.execute(db);
  const row = current.rows[0];
  if (!row) return;
  await sql`update clients set email = ${email}, email_key = ${email.toLowerCase()}, search_text = ${searchTextOf({ ...row, email }, country)} where id = ${id}`.execute(db);
}

interface ClientRow {
  id: number;
  phoneE164: string;
  emailKey: string;
  matchName: string;
}

/**
 * A gift card's purchaser or recipient is linked to a client when their phone (in E.164) or e-mail
 * matches exactly one client, or, when several match, exactly one of those also has their name. A
 * card is never linked by a guess: an unlinked card keeps its names and works as before.
 */
async function linkGiftCards(db: Kysely<unknown>, country: CountryCode): Promise<void> {
  const clients = (await sql<{ id: number; phoneE164: string; emailKey: string; firstName: string; lastName: string }>`select id, phone_e164, email_key, first_name, last_name from clients`.execute(db)).rows.map(
    (row): ClientRow => ({ id: Number(row.id), phoneE164: row.phoneE164, emailKey: row.emailKey, matchName: foldText(`${row.firstName} ${row.lastName}`) }),
  );
  const cards = await sql<{ id: number; purchaserName: string; purchaserPhone: string; purchaserEmail: string; recipientName: string; recipientPhone: string; recipientEmail: string }>`
    select id, purchaser_name, purchaser_phone, purchaser_email, recipient_name, recipient_phone, recipient_email from gift_cards`.execute(db);
  for (const card of cards.rows) {
    const purchaser = clientFor(clients, country, { name: card.purchaserName, phone: card.purchaserPhone, email: card.purchaserEmail });
    const recipient = clientFor(clients, country, { name: card.recipientName, phone: card.recipientPhone, email: card.recipientEmail });
    if (purchaser !== null || recipient !== null) {
      await sql`update gift_cards set purchaser_client_id = ${purchaser}, recipient_client_id = ${recipient} where id = ${card.id}`.execute(db);
    }
  }
}

function clientFor(clients: ClientRow[], country: CountryCode, person: Person): number | null {
  const e164 = person.phone === '' ? '' : toE164(person.phone, country);
  const emailKey = person.email.toLowerCase();
  const matches = clients.filter((client) => (e164 !== '' && client.phoneE164 === e164) || (emailKey !== '' && client.emailKey === emailKey));
  if (matches.length === 1) return matches[0]?.id ?? null;
  const named = matches.filter((client) => client.matchName === foldText(person.name));
  return named.length === 1 ? (named[0]?.id ?? null) : null;
}

async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await createTables(db, dialect);
  const country = await salonCountry(db);
  await clientsFromBookings(db, country);
  await linkGiftCards(db, country);
  // SQLite cannot make an existing column NOT NULL; there the API's types keep it filled.
  if (dialect === 'postgres') await db.schema.alterTable('bookings').alterColumn('client_id', (col) => col.setNotNull()).execute();
}

/** All or nothing on SQLite too, where the migrator runs outside a transaction (see 009). */
async function inSavepoint(db: Kysely<unknown>, dialect: SqlDialect, work: () => Promise<void>): Promise<void> {
  if (dialect === 'postgres') return work();
  await sql`savepoint clients_migration`.execute(db);
  try {
    await work();
  } catch (error) {
    await sql`rollback to clients_migration`.execute(db);
    throw error;
  } finally {
    await sql`release clients_migration`.execute(db);
  }
}

/**
 * Clients, the phone country, and the links from bookings and gift cards. Every existing booking's
 * customer becomes a client (exact duplicates merged); the bookings' own name, phone and e-mail
 * stay as snapshots. The phone country is read from the salon's `country` text ("FR", "France",
 * "Nederland") or is NL. The stored keys (`search_text`, `match_key`, `sort_name`) come from the
 * API's own rules in clientKeys.ts, so the first clients are found exactly like later ones; a change
 * to those rules needs a migration that writes the keys again.
 */
export const clientsMigration: VersionedMigration = {
  up: (db, dialect) => inSavepoint(db, dialect, () => up(db, dialect)),

  async down(db: Kysely<unknown>, dialect) {
    await inSavepoint(db, dialect, async () => {
      await db.schema.dropIndex('gift_cards_purchaser_client').execute();
      await db.schema.dropIndex('gift_cards_recipient_client').execute();
      await db.schema.alterTable('gift_cards').dropColumn('purchaser_client_id').execute();
      await db.schema.alterTable('gift_cards').dropColumn('recipient_client_id').execute();
      await db.schema.dropIndex('bookings_client').execute();
      await db.schema.alterTable('bookings').dropColumn('client_id').execute();
      await db.schema.dropTable('client_events').execute();
      await db.schema.dropTable('clients').execute();
      await db.schema.alterTable('contact').dropColumn('phone_country').execute();
    });
  },
};
