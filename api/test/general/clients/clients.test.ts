import type { Client, Contact } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, pageOf, type CatalogClient } from '../../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../../support/testApp';
import { clientInput, createClient, setPhoneCountry } from './clientTestKit';

let testApp: TestApp;
let api: CatalogClient;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
  await setPhoneCountry(api, 'NL');
});

afterEach(async () => {
  await testApp.close();
});

const search = async (q: string, extra: Record<string, string> = {}) => {
  const response = await api.get(`/clients?${new URLSearchParams({ q, ...extra }).toString()}`);
  expect(response.statusCode).toBe(200);
  return pageOf<Client>(response);
};
const namesOf = (clients: Client[]) => clients.map((client) => `${client.firstName} ${client.lastName}`.trim());

describe('creating and reading', () => {
  it('keeps the phone as typed, stores it in E.164 with the salon\u2019s country, and reads the client back', async () => {
    const created = await createClient(api, { tags: ['VIP'], allergies: 'Acetone', marketingConsent: true, birthday: '1990-02-28' });

    expect(created).toMatchObject({ firstName: 'José', lastName: 'García', phone: '06 12 34 56 78', phoneE164: '+31612345678', tags: ['VIP'], allergies: 'Acetone', marketingConsent: true, birthday: '1990-02-28', erasedAt: null, lastVisitAt: null, version: 1 });
    expect(created.marketingConsentAt).not.toBeNull();
    expect(dataOf<Client>(await api.get(`/clients/${created.id}`))).toEqual(created);
  });

  it('answers 404 with a sentence for a client that does not exist', async () => {
    const response = await api.get('/clients/999');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('No client with id 999 exists. It may have been deleted.');
  });

  it('refuses a missing first name and a tag listed twice with sentences on the fields', async () => {
    const response = await api.postJson('/clients', clientInput({ firstName: '', tags: ['VIP', 'vip'] }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toMatchObject({ firstName: 'Enter the client\u2019s first name.', tags: 'A tag is listed twice.' });
  });

  it('keeps the stored phone country when a contact update leaves it out', async () => {
    const { phoneCountry: _left, ...contact } = dataOf<Contact>(await api.get('/contact'));
    const saved = await api.putJson('/contact', { ...contact, city: 'Utrecht' });
    expect(saved.statusCode).toBe(200);
    expect(dataOf<Contact>(saved)).toMatchObject({ city: 'Utrecht', phoneCountry: 'NL' });
    const lower = await api.putJson('/contact', { ...dataOf<Contact>(saved), phoneCountry: 'nl' });
    expect(errorOf(lower).errors).toEqual({ phoneCountry: 'Choose the country phone numbers are read in, as a two-letter code such as NL or FR.' });
  });

  it('refuses a phone country libphonenumber does not know, on the field', async () => {
    const contact = dataOf<Contact>(await api.get('/contact'));
    expect(contact.phoneCountry).toBe('NL');
    const response = await api.putJson('/contact', { ...contact, phoneCountry: 'XX' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ phoneCountry: 'Choose a country from the list.' });
  });
});

describe('search', () => {
  it('finds +31 6 12345678 by the phone in any form, and by parts of the name or e-mail, ignoring accents and capitals', async () => {
    await createClient(api, { phone: '+31 6 12345678', email: 'Jose.Garcia@Example.com' });
    await createClient(api, { firstName: 'Emma', lastName: 'de Vries', phone: '020 123 4567', email: 'emma@example.com' });

    for (const q of ['06 12 34 56 78', '+31612345678', '612345678', '0612', 'jose', 'JOSÉ', 'garc', 'garcia jose', 'jose.garcia@example', '  jose   garcia ']) {
      expect({ q, names: namesOf((await search(q)).data) }).toEqual({ q, names: ['José García'] });
    }
    expect(namesOf((await search('vries')).data)).toEqual(['Emma de Vries']);
    expect((await search('%')).data).toEqual([]);
    expect((await search('nobody')).meta.total).toBe(0);
  });

  it('finds a mobile by digits from its middle even when those digits are a whole number of their own', async () => {
    await createClient(api, { firstName: 'Noor', lastName: 'Bakker', phone: '06 41 46 10 70' });
    await createClient(api, { firstName: 'Emma', lastName: 'de Vries', phone: '020 123 4567' });
    // "146107" is also a valid Dutch short number (14 and a municipality's code): still part of Noor's mobile.
    expect(namesOf((await search('146107')).data)).toEqual(['Noor Bakker']);
    expect(namesOf((await search('14 61 07')).data)).toEqual(['Noor Bakker']);
    // A whole number typed in another form than stored is still found.
    expect(namesOf((await search('+31 20 1234567')).data)).toEqual(['Emma de Vries']);
  });

  it('pages and sorts by name, newest and last visit', async () => {
    const people = [
      { firstName: 'Zoë', lastName: 'Adams' },
      { firstName: 'anna', lastName: 'Baker' },
      { firstName: 'Ben', lastName: 'Álvarez' },
      { firstName: 'Cleo', lastName: '' },
    ];
    for (const [index, person] of people.entries()) await createClient(api, { ...person, phone: `06 1111 220${index}` });

    const first = await search('', { sort: 'name', limit: '2', page: '1' });
    expect(namesOf(first.data)).toEqual(['Zoë Adams', 'Ben Álvarez']);
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 4 });
    expect(namesOf((await search('', { sort: 'name', limit: '2', page: '2' })).data)).toEqual(['anna Baker', 'Cleo']);
    expect(namesOf((await search('', { sort: '-name' })).data)).toEqual(['Cleo', 'anna Baker', 'Ben Álvarez', 'Zoë Adams']);
    expect(namesOf((await search('', { sort: '-createdAt' })).data)[0]).toBe('Cleo');
    expect((await search('', { sort: '-lastVisit' })).data).toHaveLength(4);
    const wrong = await api.get('/clients?sort=age');
    expect(wrong.statusCode).toBe(400);
  });
});

describe('updating', () => {
  it('changes the given fields, refreshes the E.164 phone and answers 409 on a stale version', async () => {
    const client = await createClient(api);
    const saved = await api.putJson('/clients', { id: client.id, version: 1, phone: '+44 7700 900123', notes: 'Prefers mornings' });
    expect(saved.statusCode).toBe(200);
    expect(dataOf<Client>(saved)).toMatchObject({ firstName: 'José', phone: '+44 7700 900123', phoneE164: '+447700900123', notes: 'Prefers mornings', version: 2 });

    const stale = await api.putJson('/clients', { id: client.id, version: 1, notes: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).errors).toEqual({ version: 'Out of date: reload and try again.' });
    expect(dataOf<Client>(await api.get(`/clients/${client.id}`)).notes).toBe('Prefers mornings');
  });

  it('keeps the consent date while consent stands and clears it when withdrawn', async () => {
    const client = await createClient(api, { marketingConsent: true });
    const kept = dataOf<Client>(await api.putJson('/clients', { id: client.id, version: 1, marketingConsent: true, notes: 'x' }));
    expect(kept.marketingConsentAt).toBe(client.marketingConsentAt);
    const withdrawn = dataOf<Client>(await api.putJson('/clients', { id: client.id, version: 2, marketingConsent: false }));
    expect(withdrawn).toMatchObject({ marketingConsent: false, marketingConsentAt: null });
  });
});

describe('duplicates', () => {
  it('finds clients with the same phone in another form or the same e-mail, leaving out the one being edited', async () => {
    const jose = await createClient(api, { email: 'jose@example.com' });
    const other = await createClient(api, { firstName: 'Maria', phone: '+31 20 123 4567', email: 'JOSE@example.com' });
    await createClient(api, { firstName: 'Unrelated', phone: '06 99 99 99 99' });

    const byPhone = dataOf<Client[]>(await api.get('/clients/duplicates?phone=%2B31612345678'));
    expect(byPhone.map((client) => client.id)).toEqual([jose.id]);
    const byEmail = dataOf<Client[]>(await api.get(`/clients/duplicates?email=jose%40example.com&excludeId=${jose.id}`));
    expect(byEmail.map((client) => client.id)).toEqual([other.id]);
    expect(dataOf<Client[]>(await api.get('/clients/duplicates'))).toEqual([]);
  });
});
