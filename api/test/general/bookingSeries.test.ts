import type {
  Booking,
  BookingCreateInput,
  BookingSeries,
  BookingSeriesPreview,
  Client,
  Contact,
  Employee,
  RepeatRule,
  SeriesOccurrenceChange,
  Service,
  ServiceGroup,
  WeeklyHours,
} from '@nail-or-never/shared/schemas';
import type { MailConfig } from '../../src/config';
import { catalogClient, dataOf, errorOf, type CatalogClient } from '../catalog/catalogTestKit';
import { createClient } from './clients/clientTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

// Amsterdam: Mondays from 7 October 2030; the clocks go back on Sunday 27 October (UTC+2 -> UTC+1).
const NOW = Date.parse('2030-10-01T08:00:00Z');
const MONDAY_10 = '2030-10-07T08:00:00.000Z';
const mondayAt10 = (weeksLater: number) => new Date(Date.parse(MONDAY_10) + weeksLater * 7 * 24 * 3600_000 + (weeksLater >= 3 ? 3600_000 : 0)).toISOString();

let testApp: TestApp;
let api: CatalogClient;
let manicure: Service;
let polish: Service;
let maya: Employee;
let ana: Client;

const hours = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [], sunday: [] };
};

function mailConfig(): MailConfig {
  return { smtpUrl: null, from: null, pollEveryMs: 60_000, maxAttempts: 3, retryBaseMs: 1000, leaseMs: 60_000, batchSize: 5, now: () => NOW };
}

beforeEach(async () => {
  testApp = await startTestApp({ mail: mailConfig() });
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
  const service = async (name: string, durationMinutes: number) =>
    dataOf<Service>(await api.postJson('/services', { parentId: group.id, name, durationMinutes, priceType: 'fixed', price: 30 }));
  manicure = await service('Gel manicure', 45);
  polish = await service('Quick polish', 30);
  const contact = dataOf<Contact>(await api.get('/contact'));
  expect((await api.putJson('/contact', { ...contact, openingHours: hours('09:00', '18:00'), closures: [], timeZone: 'Europe/Amsterdam' })).statusCode).toBe(200);
  maya = dataOf<Employee>(
    await api.postJson('/employees', {
      firstName: 'Maya',
      lastName: 'Tester',
      jobTitle: 'Nail technician',
      email: 'maya@salon.example',
      phone: '',
      bio: '',
      calendarColor: '#336699',
      serviceIds: [manicure.id, polish.id],
      weeklyHours: hours('09:00', '18:00'),
      bookable: true,
      active: true,
      startDate: null,
    }),
  );
  ana = await createClient(api, { firstName: 'Ana', lastName: 'Silva', phone: '+31 6 12345678', email: 'ana@example.com', marketingConsent: true });
});

afterEach(async () => {
  await testApp.close();
});

const firstVisit = (startsAt = MONDAY_10): BookingCreateInput => ({
  clientId: ana.id,
  customerName: 'Ana Silva',
  customerPhone: '+31 6 12345678',
  customerEmail: 'ana@example.com',
  items: [{ serviceId: manicure.id, employeeId: maya.id, startsAt }],
  source: 'phone',
  notes: 'Every week',
  overrideOverlap: false,
  overrideReason: '',
  status: 'confirmed',
});
const sixWeeks: RepeatRule = { everyWeeks: 1, ends: 'times', times: 6 };

/** Someone else's booking with Maya, to clash with one visit. */
async function otherBooking(startsAt: string): Promise<Booking> {
  const response = await api.postJson('/bookings', {
    ...firstVisit(startsAt),
    clientId: undefined,
    customerName: 'Bea Jones',
    customerPhone: '+31 6 87654321',
    customerEmail: '',
    items: [{ serviceId: polish.id, employeeId: maya.id, startsAt }],
  });
  expect(response.statusCode).toBe(201);
  return dataOf<Booking>(response);
}

const preview = (repeat: RepeatRule = sixWeeks, booking = firstVisit()) => api.postJson('/bookings/series/preview', { booking, repeat });
const create = (changes: SeriesOccurrenceChange[], repeat: RepeatRule = sixWeeks) => api.postJson('/bookings/series', { booking: firstVisit(), repeat, changes });
const bookingCount = async () => Number((await testApp.app.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('preview', () => {
  it('lists every visit on the salon clock, naming the clash of a busy week, and saves nothing', async () => {
    await otherBooking(mondayAt10(2));
    const before = await bookingCount();

    const response = await preview();

    expect(response.statusCode).toBe(200);
    const { occurrences, timeZone } = dataOf<BookingSeriesPreview>(response);
    expect(timeZone).toBe('Europe/Amsterdam');
    expect(occurrences.map((visit) => [visit.occurrence, visit.date, visit.time, visit.conflict === null])).toEqual([
      [1, '2030-10-07', '10:00', true],
      [2, '2030-10-14', '10:00', true],
      [3, '2030-10-21', '10:00', false],
      [4, '2030-10-28', '10:00', true],
      [5, '2030-11-04', '10:00', true],
      [6, '2030-11-11', '10:00', true],
    ]);
    expect(occurrences[2]?.conflict).toMatch(/^Maya Tester already has Quick polish for Bea Jones from 10:00 on 2030-10-21 to 10:30/);
    expect(await bookingCount()).toBe(before);
  });

  it('keeps the wall-clock time across the change to winter time', async () => {
    const { occurrences } = dataOf<BookingSeriesPreview>(await preview({ everyWeeks: 2, ends: 'until', until: '2030-11-04' }));

    // 10:00 in summer is 08:00 UTC; 10:00 in winter is 09:00 UTC.
    expect(occurrences.map((visit) => [visit.date, visit.time, visit.startsAt])).toEqual([
      ['2030-10-07', '10:00', '2030-10-07T08:00:00.000Z'],
      ['2030-10-21', '10:00', '2030-10-21T08:00:00.000Z'],
      ['2030-11-04', '10:00', '2030-11-04T09:00:00.000Z'],
    ]);
  });

  it.each([
    ['every 9 weeks', { everyWeeks: 9, ends: 'times', times: 3 }, { 'repeat.everyWeeks': 'Repeat every must be a whole number from 1 to 8.' }],
    ['one visit', { everyWeeks: 1, ends: 'times', times: 1 }, { 'repeat.times': 'The number of visits must be a whole number from 2 to 52.' }],
    ['no end', { everyWeeks: 1, ends: 'never' }, { 'repeat.ends': 'Choose whether the repeat ends after a number of visits or on a date.' }],
    ['an impossible date', { everyWeeks: 1, ends: 'until', until: '2030-02-30' }, { 'repeat.until': 'This day does not exist.' }],
  ])('refuses %s with the field\u2019s sentence', async (_case, repeat, errors) => {
    const response = await api.postJson('/bookings/series/preview', { booking: firstVisit(), repeat });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual(errors);
  });

  it('refuses an end date over a year away or too close for a second visit, naming the dates', async () => {
    const far = await preview({ everyWeeks: 1, ends: 'until', until: '2031-10-09' });
    expect(far.statusCode).toBe(400);
    expect(errorOf(far).message).toBe('A repeat can run for a year at most: choose an end date on or before 2031-10-08.');

    const near = await preview({ everyWeeks: 2, ends: 'until', until: '2030-10-20' });
    expect(near.statusCode).toBe(400);
    expect(errorOf(near).message).toBe('With the first visit on 2030-10-07, the next one is on 2030-10-21: choose an end date on or after it, or book a single visit.');
    expect(errorOf(near).errors).toEqual({ 'repeat.until': 'On or after 2030-10-21.' });
  });
});

describe('create', () => {
  it('books the visits with one clash skipped and one moved, and sends one confirmation listing the dates', async () => {
    await otherBooking(mondayAt10(1));
    await otherBooking(mondayAt10(3));
    const moved = new Date(Date.parse(mondayAt10(3)) + 2 * 3600_000).toISOString();

    const response = await create([
      { occurrence: 2, choice: 'skip' },
      { occurrence: 4, choice: 'move', startsAt: moved },
    ]);

    expect(response.statusCode).toBe(201);
    const series = dataOf<BookingSeries>(response);
    expect(series.skipped).toEqual([2]);
    expect(series.bookings.map((booking) => [booking.seriesOccurrence, booking.startsAt, booking.seriesId])).toEqual([
      [1, mondayAt10(0), series.id],
      [3, mondayAt10(2), series.id],
      [4, moved, series.id],
      [5, mondayAt10(4), series.id],
      [6, mondayAt10(5), series.id],
    ]);

    const messages = await testApp.app.db.selectFrom('bookingMessages').select(['bookingId', 'kind', 'bodyText']).orderBy('id').execute();
    const confirmations = messages.filter((message) => message.kind === 'confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.bookingId).toBe(series.bookings[0]?.id);
    expect(confirmations[0]?.bodyText).toContain('Also on: Monday, 21 October 2030 at 10:00; Monday, 28 October 2030 at 12:00; Monday, 4 November 2030 at 10:00; Monday, 11 November 2030 at 10:00');
    expect(messages.filter((message) => message.kind === 'reminder')).toHaveLength(5);

    const history = await testApp.app.db.selectFrom('history').select(['resource', 'action', 'recordId']).where('resource', '=', 'bookingSeries').execute();
    expect(history).toEqual([{ resource: 'bookingSeries', action: 'create', recordId: String(series.id) }]);
  });

  it('books nothing when a late visit no longer fits, naming it', async () => {
    await otherBooking(mondayAt10(5));
    const before = await bookingCount();

    const response = await create([]);

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/^Visit 6 \(2030-11-11 at 10:00\) no longer fits: Maya Tester already has Quick polish/);
    expect(Object.keys(errorOf(response).errors ?? {})).toEqual(['occurrences.6']);
    expect(await bookingCount()).toBe(before);
    expect(await testApp.app.db.selectFrom('bookingSeries').selectAll().execute()).toEqual([]);
    expect(await testApp.app.db.selectFrom('bookingMessages').selectAll().execute()).toEqual([]);
  });

  it('refuses a visit moved onto another visit of the same series', async () => {
    const response = await create([{ occurrence: 2, choice: 'move', startsAt: MONDAY_10 }]);

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/^Visit 2 \(2030-10-07 at 10:00\) no longer fits: Maya Tester already has Gel manicure for Ana Silva/);
  });

  it('refuses changes naming visits the rule does not make, or leaving one visit', async () => {
    const missing = await create([{ occurrence: 7, choice: 'skip' }]);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual({ 'changes.0.occurrence': 'Choose a visit from 1 to 6.' });

    const lonely = await create([{ occurrence: 2, choice: 'skip' }], { everyWeeks: 1, ends: 'times', times: 2 });
    expect(lonely.statusCode).toBe(400);
    expect(errorOf(lonely).message).toBe('Keep at least two visits, or make a single booking instead.');

    const twice = await create([
      { occurrence: 2, choice: 'skip' },
      { occurrence: 2, choice: 'skip' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).errors).toEqual({ changes: 'Each visit is skipped or moved once at most.' });
  });
});

describe('this and the following', () => {
  let series: BookingSeries;
  const visit = (occurrence: number) => series.bookings.find((booking) => booking.seriesOccurrence === occurrence) as Booking;

  beforeEach(async () => {
    series = dataOf<BookingSeries>(await create([]));
  });

  const changeFrom = (occurrence: number, startTime: string, version = series.version) =>
    api.putJson(`/bookings/series/${series.id}/following`, {
      fromBookingId: visit(occurrence).id,
      version,
      items: [{ serviceId: polish.id, employeeId: maya.id, startTime }],
      notes: 'Moved to the afternoon',
    });

  it('moves the visit and the later ones to a new time and service, keeping the earlier ones', async () => {
    const response = await changeFrom(3, '14:00');

    expect(response.statusCode).toBe(200);
    const changed = dataOf<BookingSeries>(response);
    expect(changed.version).toBe(series.version + 1);
    expect(changed.bookings.map((booking) => [booking.seriesOccurrence, booking.startsAt, booking.items[0]?.serviceName, booking.version])).toEqual([
      [1, mondayAt10(0), 'Gel manicure', 1],
      [2, mondayAt10(1), 'Gel manicure', 1],
      [3, '2030-10-21T12:00:00.000Z', 'Quick polish', 2],
      [4, '2030-10-28T13:00:00.000Z', 'Quick polish', 2],
      [5, '2030-11-04T13:00:00.000Z', 'Quick polish', 2],
      [6, '2030-11-11T13:00:00.000Z', 'Quick polish', 2],
    ]);

    const stale = await changeFrom(3, '15:00', series.version);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toMatch(/^This booking series was changed by someone else/);
  });

  it('changes nothing when one of the following visits no longer fits', async () => {
    await otherBooking('2030-11-11T13:00:00.000Z');

    const response = await changeFrom(3, '14:00');

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/^Visit 6 \(2030-11-11 at 14:00\) no longer fits/);
    const after = dataOf<BookingSeries>(await api.get(`/bookings/series/${series.id}/visits`));
    expect(after).toEqual(series);
  });

  it('cancels the visit and the later ones with the reason, and only announces it once', async () => {
    const response = await api.postJson(`/bookings/series/${series.id}/cancel-following`, { fromBookingId: visit(4).id, version: series.version, reason: 'Moving away' });

    expect(response.statusCode).toBe(200);
    const changed = dataOf<BookingSeries>(response);
    expect(changed.bookings.map((booking) => [booking.seriesOccurrence, booking.status, booking.cancelReason])).toEqual([
      [1, 'confirmed', ''],
      [2, 'confirmed', ''],
      [3, 'confirmed', ''],
      [4, 'cancelled', 'Moving away'],
      [5, 'cancelled', 'Moving away'],
      [6, 'cancelled', 'Moving away'],
    ]);
    const messages = await testApp.app.db.selectFrom('bookingMessages').select(['bookingId', 'kind']).execute();
    expect(messages.filter((message) => message.kind === 'cancelled')).toEqual([{ bookingId: visit(4).id, kind: 'cancelled' }]);
    const reminders = messages.filter((message) => message.kind === 'reminder').map((message) => message.bookingId);
    expect(reminders).toEqual([visit(1).id, visit(2).id, visit(3).id]);

    const again = await api.postJson(`/bookings/series/${series.id}/cancel-following`, { fromBookingId: visit(5).id, version: changed.version, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This visit is cancelled and can no longer be changed. Choose a later visit.');
  });

  it('refuses a visit of another series and a cancel without a reason', async () => {
    const other = await otherBooking('2030-10-08T08:00:00.000Z');
    const foreign = await api.postJson(`/bookings/series/${series.id}/cancel-following`, { fromBookingId: other.id, version: series.version, reason: 'Moving away' });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).errors).toEqual({ fromBookingId: 'Choose a visit of this repeating booking.' });

    const silent = await api.postJson(`/bookings/series/${series.id}/cancel-following`, { fromBookingId: visit(2).id, version: series.version, reason: '' });
    expect(silent.statusCode).toBe(400);
    expect(errorOf(silent).errors).toEqual({ reason: 'Say why the visits are cancelled.' });
  });
});
