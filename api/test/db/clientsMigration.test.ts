import { sql } from 'kysely';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();
const db = () => steps().handle.db;

const AT = '2026-01-05T10:00:00.000Z';
let nextStart = Date.parse('2026-02-02T09:00:00.000Z');

async function booking(name: string, phone: string, email = ''): Promise<number> {
  nextStart += 3_600_000;
  const inserted = await sql<{ id: number }>`
    insert into bookings (customer_name, customer_name_key, customer_phone, customer_email, status, source, starts_at, ends_at, created_by, created_at, updated_at)
    values (${name}, ${name.toLowerCase()}, ${phone}, ${email}, 'completed', 'phone', ${nextStart}, ${nextStart + 1_800_000}, 'admin', ${AT}, ${AT}) returning id`.execute(db());
  return Number(inserted.rows[0]?.id);
}

async function giftCard(code: string, purchaser: { name: string; phone?: string; email?: string }, recipient: { name: string; phone?: string; email?: string }): Promise<number> {
  const inserted = await sql<{ id: number }>`
    insert into gift_cards (code, code_key, initial_value_cents, balance_cents, status, issued_at, purchaser_name, purchaser_phone, purchaser_email, recipient_name, recipient_phone, recipient_email, updated_at)
    values (${code}, ${code}, 5000, 5000, 'active', ${AT}, ${purchaser.name}, ${purchaser.phone ?? ''}, ${purchaser.email ?? ''}, ${recipient.name}, ${recipient.phone ?? ''}, ${recipient.email ?? ''}, ${AT}) returning id`.execute(db());
  return Number(inserted.rows[0]?.id);
}

interface Linked {
  id: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  clientId: number;
}

describe('migration 013: clients from bookings', () => {
  it('makes one client per person, merging exact duplicates only, and keeps every booking as it was', async () => {
    await steps().migrateTo('012_salon_clock');
    await sql`update contact set country = 'Nederland' where id = 1`.execute(db());
    const ids = {
      jose1: await booking('José García', '06 12 34 56 78'),
      jose2: await booking('  jose   GARCIA ', '+31 6 12345678', 'jose@example.com'), // exact duplicate: folded name, same number
      jose3: await booking('Jose Garcia', '0031612345678'),
      joseOtherPhone: await booking('José García', '06 98 76 54 32'), // same name, other phone
      mother: await booking('Maria García', '06 12 34 56 78'), // same phone, other name
      typo: await booking('Jose Garcai', '06 12 34 56 78'), // typo stays separate
      odd: await booking('Kim', '555-01'), // not a readable number: its digits compare
      odd2: await booking('kim', '555 01'),
    };

    const purchaserOnly = await giftCard('A', { name: 'Someone', email: 'JOSE@example.com' }, { name: 'Kim', phone: '06 98 76 54 32' });
    const ambiguous = await giftCard('B', { name: 'Unknown', phone: '0612345678' }, { name: 'Maria García', phone: '+31612345678' });

    await steps().migrateTo('013_clients');

    const contact = await sql<{ phoneCountry: string }>`select phone_country from contact where id = 1`.execute(db());
    expect(contact.rows).toEqual([{ phoneCountry: 'NL' }]);

    const bookings = (await sql<Linked>`select id, customer_name, customer_phone, customer_email, client_id from bookings order by id`.execute(db())).rows.map((row) => ({ ...row, id: Number(row.id), clientId: Number(row.clientId) }));
    const clientOf = (id: number) => bookings.find((row) => row.id === id)?.clientId;
    expect(bookings.every((row) => Number.isInteger(row.clientId) && row.clientId > 0)).toBe(true);
    expect(clientOf(ids.jose2)).toBe(clientOf(ids.jose1));
    expect(clientOf(ids.jose3)).toBe(clientOf(ids.jose1));
    expect(clientOf(ids.odd2)).toBe(clientOf(ids.odd));
    const separate = [ids.jose1, ids.joseOtherPhone, ids.mother, ids.typo, ids.odd].map(clientOf);
    expect(new Set(separate).size).toBe(5);
    // The snapshots are untouched.
    expect(bookings.find((row) => row.id === ids.jose2)).toMatchObject({ customerName: '  jose   GARCIA ', customerPhone: '+31 6 12345678', customerEmail: 'jose@example.com' });

    const clients = await sql<{ id: number; firstName: string; lastName: string; phone: string; phoneE164: string; email: string }>`
      select id, first_name, last_name, phone, phone_e164, email from clients order by id`.execute(db());
    expect(clients.rows.map(({ firstName, lastName, phone, phoneE164, email }) => ({ firstName, lastName, phone, phoneE164, email }))).toEqual([
      { firstName: 'José', lastName: 'García', phone: '06 12 34 56 78', phoneE164: '+31612345678', email: 'jose@example.com' },
      { firstName: 'José', lastName: 'García', phone: '06 98 76 54 32', phoneE164: '+31698765432', email: '' },
      { firstName: 'Maria', lastName: 'García', phone: '06 12 34 56 78', phoneE164: '+31612345678', email: '' },
      { firstName: 'Jose', lastName: 'Garcai', phone: '06 12 34 56 78', phoneE164: '+31612345678', email: '' },
      { firstName: 'Kim', lastName: '', phone: '555-01', phoneE164: '', email: '' },
    ]);

    const cards = await sql<{ id: number; purchaserClientId: number | null; recipientClientId: number | null }>`select id, purchaser_client_id, recipient_client_id from gift_cards order by id`.execute(db());
    const linked = cards.rows.map((row) => ({ id: Number(row.id), purchaser: row.purchaserClientId === null ? null : Number(row.purchaserClientId), recipient: row.recipientClientId === null ? null : Number(row.recipientClientId) }));
    expect(linked).toEqual([
      { id: purchaserOnly, purchaser: clientOf(ids.jose1), recipient: clientOf(ids.joseOtherPhone) },
      // Three clients share that phone: the purchaser's name matches none of them, the recipient's one.
      { id: ambiguous, purchaser: null, recipient: clientOf(ids.mother) },
    ]);

    await steps().migrateTo('012_salon_clock');
    expect(await steps().columnsOf('bookings')).not.toContain('client_id');
    expect(await steps().columnsOf('clients')).toEqual([]);
    expect(await steps().columnsOf('contact')).not.toContain('phone_country');
  });

  it('reads the phone country from a country name or code, and falls back to NL', async () => {
    await steps().migrateTo('012_salon_clock');
    await sql`update contact set country = 'France' where id = 1`.execute(db());
    await steps().migrateTo('013_clients');
    expect((await sql<{ phoneCountry: string }>`select phone_country from contact`.execute(db())).rows).toEqual([{ phoneCountry: 'FR' }]);
    await steps().migrateTo('012_salon_clock');
    await sql`update contact set country = 'Atlantis' where id = 1`.execute(db());
    await steps().migrateTo('013_clients');
    expect((await sql<{ phoneCountry: string }>`select phone_country from contact`.execute(db())).rows).toEqual([{ phoneCountry: 'NL' }]);
  });

  it('goes on without the trigram index when PostgreSQL cannot make pg_trgm, and the search still works', async () => {
    if (steps().handle.dialect !== 'postgres') return;
    await steps().migrateTo('012_salon_clock');
    // A function pg_trgm would create already exists: CREATE EXTENSION fails, as on a server
    // without the extension or without the right to make it.
    await sql`create function similarity(text, text) returns real language sql as 'select 0::real'`.execute(db());
    await booking('José García', '06 12 34 56 78');

    await steps().migrateTo('013_clients');

    const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'clients'`.execute(db());
    expect(indexes.rows.map((row) => row.indexname)).not.toContain('clients_search_trgm');
    expect(indexes.rows.map((row) => row.indexname)).toContain('clients_sort_name');
    const found = await sql<{ firstName: string }>`select first_name from clients where search_text like '%garcia%'`.execute(db());
    expect(found.rows).toEqual([{ firstName: 'José' }]);
  });

  it('makes the trigram index on PostgreSQL when it can', async () => {
    if (steps().handle.dialect !== 'postgres') return;
    await steps().migrateTo('013_clients');
    const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'clients'`.execute(db());
    expect(indexes.rows.map((row) => row.indexname)).toContain('clients_search_trgm');
  });
});
