import type { Booking, BookingCreateInput, Client, ClientHistory, Contact, Employee, GiftCardDetail, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, pageOf, type CatalogClient } from '../../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createClient } from './clientTestKit';

let testApp: TestApp;
let api: CatalogClient;
let manicure: Service;
let maya: Employee;

const hours = [{ start: '08:00', end: '20:00' }];
const week = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours };

/** A day `days` from now, at `hour` UTC (the salon is in UTC and open every day 08:00–20:00). */
const at = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00Z`;
};

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
  const contact = dataOf<Contact>(await api.get('/contact'));
  expect((await api.putJson('/contact', { ...contact, openingHours: week, timeZone: 'UTC', phoneCountry: 'NL' })).statusCode).toBe(200);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
  manicure = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Gel manicure', durationMinutes: 45, priceType: 'fixed', price: 30 }));
  maya = await employee('Maya');
});

async function employee(firstName: string): Promise<Employee> {
  return dataOf<Employee>(
    await api.postJson('/employees', {
      firstName,
      lastName: 'Tester',
      jobTitle: 'Nail technician',
      email: `${firstName.toLowerCase()}@salon.example`,
      phone: '',
      bio: '',
      calendarColor: '#336699',
      serviceIds: [manicure.id],
      weeklyHours: week,
      bookable: true,
      active: true,
      startDate: null,
    }),
  );
}

afterEach(async () => {
  await testApp.close();
});

const bookingBody = (startsAt: string, changes: Partial<BookingCreateInput> = {}): BookingCreateInput => ({
  customerName: 'José García',
  customerPhone: '06 12 34 56 78',
  customerEmail: '',
  items: [{ serviceId: manicure.id, employeeId: maya.id, startsAt }],
  source: 'phone',
  notes: '',
  overrideOverlap: false,
  overrideReason: '',
  status: 'confirmed',
  // Dates are relative to today and many are past visits, entered afterwards.
  recordPastVisit: true,
  ...changes,
});

async function book(startsAt: string, changes: Partial<BookingCreateInput> = {}): Promise<Booking> {
  const response = await api.postJson('/bookings', bookingBody(startsAt, changes));
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
  return dataOf<Booking>(response);
}

async function move(booking: Booking, ...statuses: string[]): Promise<Booking> {
  let current = booking;
  for (const status of statuses) {
    const response = await api.postJson(`/bookings/${current.id}/status`, { version: current.version, status, reason: status === 'cancelled' ? 'Ill' : '' });
    expect(response.statusCode).toBe(200);
    current = dataOf<Booking>(response);
  }
  return current;
}

const clientsNamed = async (q: string) => pageOf<Client>(await api.get(`/clients?q=${encodeURIComponent(q)}`)).data;
const historyOf = async (id: number) => dataOf<ClientHistory>(await api.get(`/clients/${id}/history`));

async function issueCard(changes: Record<string, unknown>): Promise<GiftCardDetail> {
  const response = await api.postJson('/gift-cards', {
    initialValue: 100,
    expiresOn: null,
    purchaserName: '',
    purchaserEmail: '',
    purchaserPhone: '',
    recipientName: '',
    recipientEmail: '',
    recipientPhone: '',
    message: '',
    notes: '',
    ...changes,
  });
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
  return dataOf<GiftCardDetail>(response);
}

describe('bookings and their client', () => {
  it('finds the client by the exact-duplicate rule or records a new one, and takes the snapshot from a chosen client', async () => {
    const first = await book(at(-10, 9));
    const again = await book(at(-9, 9), { customerName: ' jose  GARCIA', customerPhone: '+31 6 12345678' });
    const otherName = await book(at(-8, 9), { customerName: 'Maria García' });
    expect(again.clientId).toBe(first.clientId);
    expect(again.customerName).toBe(' jose  GARCIA'.trim());
    expect(otherName.clientId).not.toBe(first.clientId);
    expect((await clientsNamed('garcia')).map((client) => client.firstName).sort()).toEqual(['José', 'Maria']);

    const chosen = await createClient(api, { firstName: 'Emma', lastName: 'de Vries', phone: '020 123 4567', email: 'emma@example.com' });
    const forEmma = await book(at(-7, 9), { clientId: chosen.id, customerName: 'typed', customerPhone: '0600000000' });
    expect(forEmma).toMatchObject({ clientId: chosen.id, customerName: 'Emma de Vries', customerPhone: '020 123 4567', customerEmail: 'emma@example.com' });

    const unknown = await api.postJson('/bookings', bookingBody(at(-6, 9), { clientId: 9999 }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errors).toEqual({ clientId: 'This client no longer exists.' });
  });

  it('makes one client when several bookings for the same new person arrive at once', async () => {
    // Each with another employee, so the employees' locks do not already put them in a row.
    const staff = [maya, ...(await Promise.all(['Ana', 'Bea', 'Cas', 'Dee'].map(employee)))];
    const responses = await Promise.all(
      staff.map((who) =>
        api.postJson('/bookings', {
          ...bookingBody(at(-30, 10), { customerName: 'Noor El Amrani', customerPhone: '06 44 55 66 77' }),
          items: [{ serviceId: manicure.id, employeeId: who.id, startsAt: at(-30, 10) }],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => dataOf<Booking>(response).clientId)).size).toBe(1);
    expect(await clientsNamed('noor')).toHaveLength(1);
  });

  it('keeps the client when a booking is moved without changing the person, and filters and searches by client', async () => {
    const booking = await book(at(-5, 9));
    const moved = await api.putJson('/bookings', { ...bookingBody(at(-5, 11)), id: booking.id, version: booking.version });
    expect(dataOf<Booking>(moved).clientId).toBe(booking.clientId);
    await book(at(-4, 9), { customerName: 'Someone Else', customerPhone: '06 99 88 77 66' });

    const ofClient = pageOf<Booking>(await api.get(`/bookings?clientId=${booking.clientId}`));
    expect(ofClient.data.map((row) => row.id)).toEqual([booking.id]);
    for (const q of ['+31612345678', '612345678', '06 12 34 56 78']) {
      expect(pageOf<Booking>(await api.get(`/bookings?q=${encodeURIComponent(q)}`)).data.map((row) => row.id)).toEqual([booking.id]);
    }
  });
});

describe('history', () => {
  it('shows upcoming and past visits, counts no-shows and cancellations, adds up what was spent and lists gift cards', async () => {
    const done = await move(await book(at(-20, 9)), 'arrived', 'completed');
    await move(await book(at(-15, 9)), 'no_show');
    await move(await book(at(-12, 9)), 'cancelled');
    const upcoming = await book(at(5, 9));
    const client = dataOf<Client>(await api.get(`/clients/${done.clientId}`));
    expect(client.lastVisitAt).toBe(done.startsAt);

    await api.putJson('/clients', { id: client.id, version: client.version, email: 'jose@example.com' });
    const card = await issueCard({ purchaserName: 'José García', purchaserEmail: 'JOSE@example.com', recipientName: 'Ana' });
    expect((await api.postJson(`/gift-cards/${card.id}/transactions`, { type: 'redeem', amount: 35.5 })).statusCode).toBe(201);

    const history = await historyOf(client.id);
    expect(history.upcoming.map((visit) => visit.bookingId)).toEqual([upcoming.id]);
    expect(history.past.map((visit) => visit.status)).toEqual(['cancelled', 'no_show', 'completed']);
    expect(history.past[2]).toMatchObject({ serviceNames: ['Gel manicure'], employeeNames: ['Maya Tester'], totalPrice: 30 });
    expect(history.counts).toEqual({ visits: 1, noShows: 1, cancellations: 1 });
    expect(history.totalSpent).toBe(30);
    expect(history.giftCards).toEqual([expect.objectContaining({ id: card.id, role: 'purchaser', initialValue: 100, balance: 64.5, redeemed: 35.5, status: 'active' })]);
  });
});

describe('gift cards and clients', () => {
  it('links a card’s purchaser or recipient to the one client with their phone or e-mail, and links again only the person edited', async () => {
    const jose = await createClient(api, { email: 'jose@example.com' });
    const card = await issueCard({ purchaserName: 'J. García', purchaserPhone: '+31 6 12345678', recipientName: 'Ana', recipientEmail: 'ana@example.com' });
    const linksOf = async () =>
      testApp.app.db.selectFrom('giftCards').select(['purchaserClientId', 'recipientClientId']).where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(await linksOf()).toEqual({ purchaserClientId: jose.id, recipientClientId: null });

    const ana = await createClient(api, { firstName: 'Ana', lastName: 'Silva', phone: '06 22 33 44 55', email: 'ana@example.com' });
    // A client made later is linked when the card's recipient is edited, not before.
    expect(await linksOf()).toEqual({ purchaserClientId: jose.id, recipientClientId: null });
    const saved = await api.putJson('/gift-cards', { id: card.id, version: card.version, recipientName: 'Ana Silva' });
    expect(saved.statusCode).toBe(200);
    expect(await linksOf()).toEqual({ purchaserClientId: jose.id, recipientClientId: ana.id });

    // Two clients share the number: only the one with the same name is linked.
    const maria = await createClient(api, { firstName: 'Maria', lastName: '', phone: '06 12 34 56 78' });
    const shared = await issueCard({ purchaserName: 'maria', purchaserPhone: '0612345678' });
    const sharedLinks = await testApp.app.db.selectFrom('giftCards').select('purchaserClientId').where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(sharedLinks.purchaserClientId).toBe(maria.id);
  });
});

describe('merge', () => {
  it('moves the duplicate\u2019s bookings and gift cards, fills empty fields, joins tags, records it and deletes the duplicate', async () => {
    const kept = await createClient(api, { tags: ['VIP'], email: '' });
    const duplicate = await createClient(api, { firstName: 'Jose', lastName: 'Garcia', phone: '+31 6 12345678', email: 'jose@example.com', tags: ['vip', 'Gel'], allergies: 'Latex' });
    const booking = await book(at(-3, 9), { clientId: duplicate.id });
    const card = await issueCard({ recipientName: 'Jose Garcia', recipientEmail: 'jose@example.com' });

    const stale = await api.postJson(`/clients/${kept.id}/merge`, { version: kept.version, duplicateId: duplicate.id, duplicateVersion: duplicate.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(dataOf<Booking>(await api.get(`/bookings/${booking.id}`)).clientId).toBe(duplicate.id);
    const self = await api.postJson(`/clients/${kept.id}/merge`, { version: kept.version, duplicateId: kept.id, duplicateVersion: kept.version });
    expect(errorOf(self).errors).toEqual({ duplicateId: 'Choose another client.' });

    const merged = await api.postJson(`/clients/${kept.id}/merge`, { version: kept.version, duplicateId: duplicate.id, duplicateVersion: duplicate.version });
    expect(merged.statusCode).toBe(200);
    expect(dataOf<Client>(merged)).toMatchObject({ firstName: 'José', email: 'jose@example.com', allergies: 'Latex', tags: ['VIP', 'Gel'], version: kept.version + 1 });
    expect((await api.get(`/clients/${duplicate.id}`)).statusCode).toBe(404);
    const moved = dataOf<Booking>(await api.get(`/bookings/${booking.id}`));
    expect(moved).toMatchObject({ clientId: kept.id, customerName: 'Jose Garcia' });
    const history = await historyOf(kept.id);
    expect(history.past.map((visit) => visit.bookingId)).toEqual([booking.id]);
    expect(history.giftCards.map((entry) => [entry.id, entry.role])).toEqual([[card.id, 'recipient']]);
    const events = await testApp.app.db.selectFrom('clientEvents').select(['clientId', 'action', 'detail']).execute();
    expect(events).toEqual([{ clientId: kept.id, action: 'merge', detail: expect.stringContaining(`"id":${duplicate.id}`) }]);
  });
});

describe('privacy', () => {
  it('exports everything held about the client as a JSON attachment and records the export', async () => {
    const booking = await book(at(-2, 9), { customerEmail: 'jose@example.com' });
    const card = await issueCard({ purchaserName: 'José', purchaserPhone: '0612345678' });
    const response = await api.get(`/clients/${booking.clientId}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="client-${booking.clientId}.json"`);
    const exported = response.json<{ client: Client; bookings: Booking[]; giftCards: GiftCardDetail[]; events: { action: string; createdBy: string }[] }>();
    expect(exported.client).toMatchObject({ id: booking.clientId, firstName: 'José', email: 'jose@example.com' });
    expect(exported.bookings.map((row) => row.id)).toEqual([booking.id]);
    expect(exported.giftCards.map((row) => row.id)).toEqual([card.id]);
    expect(exported.events).toEqual([expect.objectContaining({ action: 'export', createdBy: 'admin' })]);
  });

  it('erases the person everywhere while booking counts and the gift-card ledger stay, and refuses to edit or book them after', async () => {
    const done = await move(await book(at(-9, 9), { customerEmail: 'jose@example.com', notes: 'Allergic to latex' }), 'arrived', 'completed');
    await move(await book(at(-8, 9)), 'no_show');
    const card = await issueCard({ purchaserName: 'José García', purchaserPhone: '+31612345678', recipientName: 'Ana', recipientPhone: '0611111111' });
    await api.postJson(`/gift-cards/${card.id}/transactions`, { type: 'redeem', amount: 20 });
    const before = await historyOf(done.clientId);
    const ledgerSum = async () =>
      (await testApp.app.db.selectFrom('giftCardTransactions').select(['amountCents']).where('giftCardId', '=', card.id).execute()).reduce((total, row) => total + row.amountCents, 0);
    const sumBefore = await ledgerSum();

    const client = dataOf<Client>(await api.get(`/clients/${done.clientId}`));
    const erased = await api.postJson(`/clients/${client.id}/erase`, { version: client.version });
    expect(erased.statusCode).toBe(200);
    expect(dataOf<Client>(erased)).toMatchObject({ firstName: 'Erased client', lastName: '', phone: '', phoneE164: '', email: '', allergies: '', notes: '', tags: [] });
    expect(dataOf<Client>(erased).erasedAt).not.toBeNull();

    const after = await historyOf(client.id);
    expect(after.counts).toEqual(before.counts);
    expect(after.totalSpent).toBe(before.totalSpent);
    expect(await ledgerSum()).toBe(sumBefore);
    const booking = dataOf<Booking>(await api.get(`/bookings/${done.id}`));
    expect(booking).toMatchObject({ customerName: 'Erased client', customerPhone: '', customerEmail: '', notes: '', status: 'completed', totalPrice: 30 });
    const storedCard = dataOf<GiftCardDetail>(await api.get(`/gift-cards/${card.id}`));
    expect(storedCard).toMatchObject({ purchaserName: 'Erased client', purchaserPhone: '', recipientName: 'Ana', recipientPhone: '0611111111', balance: 80 });
    expect(await clientsNamed('0612345678')).toEqual([]);
    const events = await testApp.app.db.selectFrom('clientEvents').select(['clientId', 'action', 'createdBy']).execute();
    expect(events).toEqual([{ clientId: client.id, action: 'erase', createdBy: 'admin' }]);
    // The history still says who changed what and when, but no longer names or reaches the person.
    const rowsAbout = (resource: string, id: number) =>
      testApp.app.db.selectFrom('history').select(['action', 'before', 'after']).where('resource', '=', resource).where('recordId', '=', String(id)).execute();
    const clientRows = await rowsAbout('client', client.id);
    const bookingRows = await rowsAbout('booking', done.id);
    const cardRows = await rowsAbout('giftCard', card.id);
    expect(bookingRows.length).toBeGreaterThan(0);
    expect(cardRows.length).toBeGreaterThan(0);
    expect(JSON.stringify([clientRows, bookingRows, cardRows])).not.toMatch(/Garc|latex|612345678|jose@example/i);

    const edit = await api.putJson('/clients', { id: client.id, version: client.version + 1, notes: 'back' });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toMatch(/^This client was erased/);
    const rebook = await api.postJson('/bookings', bookingBody(at(3, 9), { clientId: client.id }));
    expect(rebook.statusCode).toBe(409);
    expect(errorOf(rebook).errors).toEqual({ clientId: 'This client was erased.' });
    // Typing the same person again makes a new client rather than reviving the erased one.
    expect((await book(at(4, 9))).clientId).not.toBe(client.id);
  });

  it('deletes a client nothing refers to and refuses one with bookings', async () => {
    const lonely = await createClient(api, { phone: '06 55 55 55 55' });
    expect((await api.delete(`/clients/${lonely.id}`)).statusCode).toBe(200);
    expect((await api.get(`/clients/${lonely.id}`)).statusCode).toBe(404);

    const booking = await book(at(-1, 9));
    const refused = await api.delete(`/clients/${booking.clientId}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('This client has a booking, which must keep saying whose they are, so the client cannot be deleted; erase instead.');
    expect(errorOf(refused).errors).toEqual({ id: 'Erase instead of deleting.' });
    await book(at(-2, 9));
    await issueCard({ purchaserName: 'José García', purchaserPhone: '0612345678' });
    expect(errorOf(await api.delete(`/clients/${booking.clientId}`)).message).toBe(
      'This client has 2 bookings and a gift card, which must keep saying whose they are, so the client cannot be deleted; erase instead.',
    );
  });
});
