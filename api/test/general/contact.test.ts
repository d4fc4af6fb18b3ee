import type { Contact, ContactUpdateInput } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const weekdays = { start: '09:00', end: '18:00' };

/** A full, valid update built on what the server last returned. */
async function validUpdate(changes: Partial<ContactUpdateInput> = {}): Promise<ContactUpdateInput> {
  const current = dataOf<Contact>(await api.get('/contact'));
  return {
    businessName: 'Nail Or Never',
    street: '12 High Street',
    city: 'Bristol',
    postalCode: 'BS1 4DJ',
    country: 'United Kingdom',
    phone: '+44 117 496 0000',
    email: 'hello@nailornever.example',
    openingHours: {
      monday: [weekdays],
      tuesday: [weekdays],
      wednesday: [weekdays],
      thursday: [{ start: '09:00', end: '12:30' }, { start: '13:30', end: '20:00' }],
      friday: [weekdays],
      saturday: [{ start: '10:00', end: '16:00' }],
      sunday: [],
    },
    closures: [{ date: '2026-12-25', note: 'Christmas' }],
    socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/nailornever' }],
    latitude: 51.4545,
    longitude: -2.5879,
    timeZone: 'Europe/London',
    currency: 'GBP',
    clock: '24h',
    reminderHours: 24,
    version: current.version,
    ...changes,
  };
}

describe('GET /contact', () => {
  it('answers a first record on a fresh database: the salon name, closed all week, UTC', async () => {
    const response = await api.get('/contact');

    expect(response.statusCode).toBe(200);
    expect(dataOf<Contact>(response)).toMatchObject({
      businessName: 'Nail Or Never',
      openingHours: { monday: [], sunday: [] },
      closures: [],
      socialLinks: [],
      latitude: null,
      longitude: null,
      timeZone: 'UTC',
      currency: 'EUR',
      clock: '24h',
      reminderHours: 24,
      version: 1,
    });
  });

  it('needs a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/contact' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /contact', () => {
  it('stores every field, bumps the version and returns closing dates in date order', async () => {
    const update = await validUpdate({
      closures: [
        { date: '2026-12-26', note: 'Boxing Day' },
        { date: '2026-12-25', note: 'Christmas' },
      ],
    });

    const response = await api.putJson('/contact', update);

    expect(response.statusCode).toBe(200);
    const saved = dataOf<Contact>(response);
    expect(saved).toMatchObject({ ...update, version: 2, closures: [{ date: '2026-12-25' }, { date: '2026-12-26' }] });
    expect(dataOf<Contact>(await api.get('/contact'))).toEqual(saved);
  });

  it('refuses a stale version with 409 and keeps the newer record', async () => {
    const first = await validUpdate({ phone: '+44 117 000 0001' });
    expect((await api.putJson('/contact', first)).statusCode).toBe(200);

    const response = await api.putJson('/contact', { ...first, phone: '+44 117 000 0002' });

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).errors).toEqual({ version: 'Out of date: reload and try again.' });
    expect(dataOf<Contact>(await api.get('/contact')).phone).toBe('+44 117 000 0001');
  });

  it('lets exactly one of two saves of the same version through', async () => {
    const base = await validUpdate();
    const results = await Promise.all([
      api.putJson('/contact', { ...base, city: 'Bath' }),
      api.putJson('/contact', { ...base, city: 'Wells' }),
    ]);

    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(dataOf<Contact>(await api.get('/contact')).version).toBe(2);
  });

  it.each([
    ['an end before the start', { monday: [{ start: '18:00', end: '09:00' }] }, 'openingHours.monday.0.end', 'The end must be after the start.'],
    ['an end equal to the start', { monday: [{ start: '09:00', end: '09:00' }] }, 'openingHours.monday.0.end', 'The end must be after the start.'],
    [
      'overlapping intervals',
      { tuesday: [{ start: '13:00', end: '18:00' }, { start: '09:00', end: '13:30' }] },
      'openingHours.tuesday.0.start',
      'These hours overlap another interval of the same day.',
    ],
    ['a time that is not HH:MM', { friday: [{ start: '9am', end: '17:00' }] }, 'openingHours.friday.0.start', 'Enter a time as HH:MM (00:00 to 23:59).'],
    ['24:00 as a start (it only ends a day)', { friday: [{ start: '24:00', end: '24:00' }] }, 'openingHours.friday.0.start', 'Enter a time as HH:MM (00:00 to 23:59).'],
    ['an end past 24:00', { friday: [{ start: '09:00', end: '24:01' }] }, 'openingHours.friday.0.end', 'Enter a closing time as HH:MM (00:00 to 24:00).'],
  ])('refuses opening hours with %s, naming the interval', async (_case, days, field, message) => {
    const update = await validUpdate();
    const response = await api.putJson('/contact', { ...update, openingHours: { ...update.openingHours, ...days } });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.[field]).toBe(message);
  });

  it('accepts touching intervals (a lunch break that ends when the afternoon starts)', async () => {
    const update = await validUpdate();
    const openingHours = { ...update.openingHours, monday: [{ start: '13:00', end: '18:00' }, { start: '09:00', end: '13:00' }] };

    const response = await api.putJson('/contact', { ...update, openingHours });

    expect(response.statusCode).toBe(200);
  });

  it('refuses hours with a weekday missing', async () => {
    const update = await validUpdate();
    const { sunday: _left, ...sixDays } = update.openingHours;

    const response = await api.putJson('/contact', { ...update, openingHours: sixDays });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty(['openingHours.sunday']);
  });

  it.each([
    ['an http link', { socialLinks: [{ platform: 'instagram', url: 'http://instagram.com/x' }] }, 'socialLinks.0.url'],
    ['a javascript: link', { socialLinks: [{ platform: 'website', url: 'javascript:alert(1)' }] }, 'socialLinks.0.url'],
    ['a link with a password', { socialLinks: [{ platform: 'website', url: 'https://a:b@example.com' }] }, 'socialLinks.0.url'],
    ['an unknown platform', { socialLinks: [{ platform: 'myspace', url: 'https://myspace.com/x' }] }, 'socialLinks.0.platform'],
    ['a day that does not exist', { closures: [{ date: '2026-02-30', note: '' }] }, 'closures.0.date'],
    ['a date listed twice', { closures: [{ date: '2026-12-25', note: '' }, { date: '2026-12-25', note: 'again' }] }, 'closures.1.date'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a latitude out of range', { latitude: 91 }, 'latitude'],
    ['a latitude without a longitude', { longitude: null }, 'longitude'],
    ['an email without a domain', { email: 'hello@' }, 'email'],
    ['a phone number with letters', { phone: 'call me maybe' }, 'phone'],
    ['a one-letter business name', { businessName: 'N' }, 'businessName'],
  ])('refuses %s with a field error', async (_case, changes, field) => {
    const response = await api.putJson('/contact', await validUpdate(changes as Partial<ContactUpdateInput>));

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty([field]);
    expect(dataOf<Contact>(await api.get('/contact')).version).toBe(1);
  });

  it.each(['USD', 'JPY', 'CHF'])('stores the currency %s and answers it on the next read', async (currency) => {
    const response = await api.putJson('/contact', await validUpdate({ currency }));

    expect(response.statusCode).toBe(200);
    expect(dataOf<Contact>(await api.get('/contact')).currency).toBe(currency);
  });

  it.each([
    ['a made-up code', 'XYZ'],
    ['a code in small letters', 'gbp'],
    ['a currency symbol', '€'],
    ['a currency name', 'Euro'],
    ['an empty code', ''],
  ])('refuses %s as the currency, naming the rule, and keeps the stored one', async (_case, currency) => {
    const response = await api.putJson('/contact', await validUpdate({ currency }));

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.['currency']).toMatch(/^Choose a currency/);
    expect(dataOf<Contact>(await api.get('/contact')).currency).toBe('EUR');
  });

  it('refuses an update without a currency rather than resetting it', async () => {
    const { currency: _left, ...withoutCurrency } = await validUpdate();

    const response = await api.putJson('/contact', withoutCurrency);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.['currency']).toBe('Choose a currency.');
  });

  it('stores the 12-hour clock and answers it on the next read, then goes back to 24 hours', async () => {
    const twelve = await api.putJson('/contact', await validUpdate({ clock: '12h' }));
    expect(twelve.statusCode).toBe(200);
    expect(dataOf<Contact>(await api.get('/contact')).clock).toBe('12h');

    const back = await api.putJson('/contact', await validUpdate({ clock: '24h' }));
    expect(back.statusCode).toBe(200);
    expect(dataOf<Contact>(await api.get('/contact')).clock).toBe('24h');
  });

  it.each([
    ['a clock in capitals', '12H'],
    ['a number of hours', 12],
    ['a word', 'am/pm'],
    ['an empty clock', ''],
    ['no clock at all', undefined],
    ['null', null],
  ])('refuses %s as the clock with a plain sentence and keeps the stored one', async (_case, clock) => {
    const update: Record<string, unknown> = { ...(await validUpdate()), clock };
    if (clock === undefined) delete update['clock'];

    const response = await api.putJson('/contact', update);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.['clock']).toBe('Choose a 12-hour or 24-hour clock.');
    expect(dataOf<Contact>(await api.get('/contact'))).toMatchObject({ clock: '24h', version: 1 });
  });

  it('stores the reminder hours and answers them on the next read', async () => {
    const saved = await api.putJson('/contact', await validUpdate({ reminderHours: 48 }));
    expect(saved.statusCode).toBe(200);
    expect(dataOf<Contact>(await api.get('/contact')).reminderHours).toBe(48);

    const { reminderHours: _left, ...withoutHours } = await validUpdate();
    expect((await api.putJson('/contact', withoutHours)).statusCode).toBe(200);
    expect(dataOf<Contact>(await api.get('/contact')).reminderHours).toBe(48);
  });

  it.each([
    ['zero hours', 0],
    ['more than a week', 169],
    ['half an hour', 1.5],
    ['text', '24'],
  ])('refuses %s as the reminder hours with a plain sentence and keeps the stored ones', async (_case, reminderHours) => {
    const update: Record<string, unknown> = { ...(await validUpdate()), reminderHours };

    const response = await api.putJson('/contact', update);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.['reminderHours']).toBe(
      'Enter how many hours before a booking the reminder goes: a whole number from 1 to 168 (7 days).',
    );
    expect(dataOf<Contact>(await api.get('/contact'))).toMatchObject({ reminderHours: 24, version: 1 });
  });

  it('accepts empty optional fields: no phone, no email, no address, no pin', async () => {
    const response = await api.putJson(
      '/contact',
      await validUpdate({ phone: '', email: '', street: '', city: '', postalCode: '', country: '', latitude: null, longitude: null }),
    );

    expect(response.statusCode).toBe(200);
    expect(dataOf<Contact>(response)).toMatchObject({ phone: '', email: '', latitude: null, longitude: null });
  });
});
