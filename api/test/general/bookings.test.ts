import { gunzipSync } from 'node:zlib';
import { unpackBookingCalendar, type Booking, type BookingCreateInput, type Contact, type Employee, type PackedBookingCalendar, type Service, type ServiceGroup } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, pageOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, testClock, type TestApp, type TestClock } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;
let manicure: Service;
let pedicure: Service;
let maya: Employee;
let sam: Employee;

const day = (start: string, end: string) => [{ start, end }];

// London. Spring forward: Sunday 2026-03-29; fall back: Sunday 2026-10-25. Mondays around them:
const WINTER_MONDAY = '2026-03-23'; // GMT, UTC+0
const SUMMER_MONDAY = '2026-03-30'; // BST, UTC+1
const AUTUMN_MONDAY = '2026-10-26'; // GMT again

let clock: TestClock;

beforeEach(async () => {
  // Before every date booked below, so none is refused as past; tests about the time rules move it.
  clock = testClock('2000-01-01T00:00:00Z');
  testApp = await startTestApp(clock.overrides);
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands & feet' }));
  const service = async (name: string, durationMinutes: number, price: number) =>
    dataOf<Service>(await api.postJson('/services', { parentId: group.id, name, durationMinutes, priceType: 'fixed', price }));
  manicure = await service('Gel manicure', 45, 30);
  pedicure = await service('Pedicure', 60, 40);

  const contact = dataOf<Contact>(await api.get('/contact'));
  const saved = await api.putJson('/contact', {
    ...contact,
    openingHours: { monday: day('09:00', '18:00'), tuesday: day('09:00', '18:00'), wednesday: day('09:00', '18:00'), thursday: day('09:00', '18:00'), friday: day('09:00', '18:00'), saturday: day('10:00', '16:00'), sunday: [] },
    closures: [{ date: '2026-12-25', note: 'Christmas' }],
    timeZone: 'Europe/London',
  });
  expect(saved.statusCode).toBe(200);

  const employee = async (firstName: string, serviceIds: number[], hours = day('09:00', '17:00')) =>
    dataOf<Employee>(
      await api.postJson('/employees', {
        firstName,
        lastName: 'Tester',
        jobTitle: 'Nail technician',
        email: `${firstName.toLowerCase()}@salon.example`,
        phone: '',
        bio: '',
        calendarColor: '#336699',
        serviceIds,
        weeklyHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: [], sunday: [] },
        bookable: true,
        active: true,
        startDate: null,
      }),
    );
  maya = await employee('Maya', [manicure.id, pedicure.id]);
  sam = await employee('Sam', [manicure.id]);
});

afterEach(async () => {
  await testApp.close();
});

function bookingInput(items: BookingCreateInput['items'], changes: Partial<BookingCreateInput> = {}): BookingCreateInput {
  return { customerName: 'Ana Silva', customerPhone: '+44 7700 900000', customerEmail: '', items, source: 'phone', notes: '', overrideOverlap: false, overrideReason: '', status: 'pending', ...changes };
}

const item = (serviceId: number, employeeId: number, startsAt: string) => ({ serviceId, employeeId, startsAt });
const book = (items: BookingCreateInput['items'], changes: Partial<BookingCreateInput> = {}) => api.postJson('/bookings', bookingInput(items, changes));

async function booked(items: BookingCreateInput['items'], changes: Partial<BookingCreateInput> = {}): Promise<Booking> {
  const response = await book(items, changes);
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
  return dataOf<Booking>(response);
}

describe('booking services', () => {
  it('books two services for a customer with the catalogue\u2019s durations and prices, stored in UTC', async () => {
    const booking = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`), item(pedicure.id, maya.id, `${WINTER_MONDAY}T10:45:00Z`)]);

    expect(booking).toMatchObject({ status: 'pending', startsAt: `${WINTER_MONDAY}T10:00:00.000Z`, endsAt: `${WINTER_MONDAY}T11:45:00.000Z`, totalPrice: 70, createdBy: 'admin' });
    expect(booking.items).toEqual([
      expect.objectContaining({ serviceName: 'Gel manicure', durationMinutes: 45, price: 30, endsAt: `${WINTER_MONDAY}T10:45:00.000Z` }),
      expect.objectContaining({ serviceName: 'Pedicure', durationMinutes: 60, price: 40, endsAt: `${WINTER_MONDAY}T11:45:00.000Z` }),
    ]);
  });

  it('refuses a clash for the same employee with 409 naming it, in the salon\u2019s local time', async () => {
    const first = await booked([item(pedicure.id, maya.id, `${SUMMER_MONDAY}T09:00:00Z`)]);

    const response = await book([item(manicure.id, maya.id, `${SUMMER_MONDAY}T09:30:00Z`)], { customerName: 'Bea Costa' });

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(`Maya Tester already has Pedicure for Ana Silva from 10:00 on ${SUMMER_MONDAY} to 11:00 (booking ${first.id}).`);
    expect(errorOf(response).errors).toEqual({ 'items.0.startsAt': 'The employee is busy then.' });
  });

  it('allows back-to-back bookings and another employee at the same time', async () => {
    await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)]);

    await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:45:00Z`)]);
    await booked([item(manicure.id, sam.id, `${WINTER_MONDAY}T10:00:00Z`)]);
  });

  it('books over a clash when told to, with a reason, and records the override', async () => {
    await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)]);

    const noReason = await book([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)], { overrideOverlap: true });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).errors).toHaveProperty(['overrideReason']);

    const overridden = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)], { overrideOverlap: true, overrideReason: 'Mother and daughter, done together' });
    expect(overridden).toMatchObject({ overlapOverride: true, overrideReason: 'Mother and daughter, done together' });
  });

  it.each([
    ['past the employee\u2019s hours', () => item(pedicure.id, maya.id, `${WINTER_MONDAY}T16:30:00Z`), 'Maya Tester does not work from 16:30 on 2026-03-23 to 17:30.'],
    ['before the salon opens', () => item(manicure.id, maya.id, `${WINTER_MONDAY}T08:30:00Z`), `Gel manicure from 08:30 on ${WINTER_MONDAY} to 09:15 is outside the salon's opening hours.`],
    ['on a Sunday', () => item(manicure.id, maya.id, '2026-03-22T11:00:00Z'), 'Gel manicure from 11:00 on 2026-03-22 to 11:45 is outside the salon\'s opening hours.'],
    ['on a closing day', () => item(manicure.id, maya.id, '2026-12-25T11:00:00Z'), 'The salon is closed on 2026-12-25 (Christmas).'],
    ['with someone who does not perform it', () => item(pedicure.id, sam.id, `${WINTER_MONDAY}T11:00:00Z`), 'Sam Tester does not perform Pedicure. Choose someone who does, or add it to their services.'],
  ])('refuses a booking %s, saying why', async (_case, makeItem, message) => {
    const response = await book([makeItem()]);

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(message);
    expect(pageOf<Booking>(await api.get('/bookings')).meta.total).toBe(0);
  });

  it('refuses two services of one booking that overlap for the same employee', async () => {
    const response = await book([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`), item(pedicure.id, maya.id, `${WINTER_MONDAY}T10:30:00Z`)]);

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).errors).toEqual({ 'items.1.startsAt': 'Overlaps another service of this booking.' });
  });

  it('lets exactly one of two simultaneous requests take the same slot', async () => {
    const results = await Promise.all([
      book([item(manicure.id, maya.id, `${WINTER_MONDAY}T13:00:00Z`)], { customerName: 'First' }),
      book([item(manicure.id, maya.id, `${WINTER_MONDAY}T13:15:00Z`)], { customerName: 'Second' }),
    ]);

    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('time zones around daylight saving', () => {
  it('keeps 09:00 opening on the salon\u2019s clock on both sides of the spring change', async () => {
    // 08:30 UTC is 08:30 in winter (closed) but 09:30 in summer (open).
    expect((await book([item(manicure.id, maya.id, `${WINTER_MONDAY}T08:30:00Z`)])).statusCode).toBe(409);
    expect((await book([item(manicure.id, maya.id, `${SUMMER_MONDAY}T08:30:00Z`)])).statusCode).toBe(201);
    // 16:00 UTC is 16:00 in winter (Sam works until 17:00) but 17:00 in summer (Sam has left).
    expect((await book([item(manicure.id, sam.id, `${WINTER_MONDAY}T16:00:00Z`)])).statusCode).toBe(201);
    const summerEvening = await book([item(manicure.id, sam.id, `${SUMMER_MONDAY}T16:00:00Z`)]);
    expect(errorOf(summerEvening).message).toBe(`Sam Tester does not work from 17:00 on ${SUMMER_MONDAY} to 17:45.`);
  });

  it('after the autumn change, 08:30 UTC is before opening again; a booking sent with an offset is read as that instant', async () => {
    expect((await book([item(manicure.id, maya.id, `${AUTUMN_MONDAY}T08:30:00Z`)])).statusCode).toBe(409);

    const withOffset = await booked([item(manicure.id, maya.id, `${AUTUMN_MONDAY}T10:00:00+01:00`)]);
    expect(withOffset.startsAt).toBe(`${AUTUMN_MONDAY}T09:00:00.000Z`);
  });
});

describe('status and changes', () => {
  it('follows pending → confirmed → arrived → completed, and refuses anything else', async () => {
    let booking = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)]);
    const move = (status: string, reason = '') => api.postJson(`/bookings/${booking.id}/status`, { version: booking.version, status, reason });

    const skip = await move('completed');
    expect(skip.statusCode).toBe(409);
    expect(errorOf(skip).message).toBe('A pending booking cannot become completed. It can go to: confirmed, cancelled.');

    booking = dataOf<Booking>(await move('confirmed'));
    // Arrival is what happens at the booked time: not before it (10:00 on the salon's clock).
    const early = await move('arrived');
    expect(errorOf(early).message).toBe(`Ana Silva's booking starts at 10:00 on ${WINTER_MONDAY} — mark arrival from then.`);
    clock.set(`${WINTER_MONDAY}T10:00:00Z`);
    for (const status of ['arrived', 'completed']) {
      const response = await move(status);
      expect({ status, code: response.statusCode }).toEqual({ status, code: 200 });
      booking = dataOf<Booking>(response);
    }
    expect(booking.status).toBe('completed');
    expect((await move('cancelled', 'Changed mind')).statusCode).toBe(409);
    const edit = await api.putJson('/bookings', { ...bookingInput([item(manicure.id, maya.id, `${WINTER_MONDAY}T11:00:00Z`)]), id: booking.id, version: booking.version });
    expect(edit.statusCode).toBe(409);
  });

  it('cancels with a reason, which frees the time for someone else', async () => {
    const booking = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)]);

    const noReason = await api.postJson(`/bookings/${booking.id}/status`, { version: booking.version, status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await api.postJson(`/bookings/${booking.id}/status`, { version: booking.version, status: 'cancelled', reason: 'Customer is ill' });
    expect(dataOf<Booking>(cancelled)).toMatchObject({ status: 'cancelled', cancelReason: 'Customer is ill' });

    await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)], { customerName: 'Next customer' });
  });

  it('reschedules with the same checks, keeping the quoted price after a catalogue price change', async () => {
    const booking = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)]);
    const other = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T12:00:00Z`)], { customerName: 'Bea' });
    await api.putJson('/services', { id: manicure.id, version: manicure.version, price: 35 });
    const moveTo = (startsAt: string, version: number) => api.putJson('/bookings', { ...bookingInput([item(manicure.id, maya.id, startsAt)]), id: booking.id, version });

    const clash = await moveTo(`${WINTER_MONDAY}T12:30:00Z`, booking.version);
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toContain(`(booking ${other.id})`);

    const moved = await moveTo(`${WINTER_MONDAY}T14:00:00Z`, booking.version);
    expect(moved.statusCode).toBe(200);
    expect(dataOf<Booking>(moved)).toMatchObject({ startsAt: `${WINTER_MONDAY}T14:00:00.000Z`, totalPrice: 30, version: 2 });
    expect((await moveTo(`${WINTER_MONDAY}T15:00:00Z`, booking.version)).statusCode).toBe(409);
  });

  it('keeps an employee with bookings: deleting says to deactivate instead', async () => {
    await booked([item(manicure.id, sam.id, `${WINTER_MONDAY}T10:00:00Z`)]);

    const response = await api.delete(`/employees/${sam.id}`);

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toContain('Switch off "Active" instead');
    expect((await api.get(`/employees/${sam.id}`)).statusCode).toBe(200);
    const deactivated = await api.putJson('/employees', { id: sam.id, version: sam.version, active: false });
    expect(deactivated.statusCode).toBe(200);
    expect((await book([item(manicure.id, sam.id, `${WINTER_MONDAY}T14:00:00Z`)])).statusCode).toBe(409);
  });
});

describe('reading bookings', () => {
  it('lists a calendar range, filters by employee, and searches by name or phone', async () => {
    const monday = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)]);
    const tuesday = await booked([item(manicure.id, sam.id, '2026-03-24T10:00:00Z')], { customerName: 'Bea Costa', customerPhone: '+44 7700 911111' });

    const range = dataOf<Booking[]>(await api.get(`/bookings/range?from=${WINTER_MONDAY}T00:00:00Z&to=2026-03-25T00:00:00Z`));
    expect(range.map((booking) => booking.id)).toEqual([monday.id, tuesday.id]);
    const samsOnly = dataOf<Booking[]>(await api.get(`/bookings/range?from=${WINTER_MONDAY}T00:00:00Z&to=2026-03-25T00:00:00Z&employeeId=${sam.id}`));
    expect(samsOnly.map((booking) => booking.id)).toEqual([tuesday.id]);
    expect(pageOf<Booking>(await api.get('/bookings?q=costa')).data.map((booking) => booking.id)).toEqual([tuesday.id]);
    expect(pageOf<Booking>(await api.get('/bookings?q=911111')).data.map((booking) => booking.id)).toEqual([tuesday.id]);
    expect((await api.get(`/bookings/range?from=${WINTER_MONDAY}T00:00:00Z&to=2026-06-01T00:00:00Z`)).statusCode).toBe(400);
  });

  it('packs the calendar answer: unpacked, it is the range field for field, and it travels gzip-compressed when asked', async () => {
    await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`), item(pedicure.id, maya.id, `${WINTER_MONDAY}T10:45:00Z`)], {
      customerEmail: 'ana@example.test',
      notes: 'Prefers pastel colours.',
    });
    // Not on a whole minute: the answer counts in seconds then rather than rounding.
    const odd = await booked([item(manicure.id, sam.id, '2026-03-24T10:00:30Z')], { customerName: 'Bea Costa', customerPhone: '+44 7700 911111' });
    const cancelled = await api.postJson(`/bookings/${odd.id}/status`, { version: odd.version, status: 'cancelled', reason: 'Ill' });
    expect(cancelled.statusCode).toBe(200);
    await booked([item(manicure.id, sam.id, '2026-03-24T10:00:00Z')], { customerName: 'Cy Doe', customerPhone: '+44 7700 922222' });
    const range = `from=${WINTER_MONDAY}T00:00:00Z&to=2026-03-25T00:00:00Z`;

    const full = dataOf<Booking[]>(await api.get(`/bookings/range?${range}`));
    expect(full).toHaveLength(3);
    const packed = dataOf<PackedBookingCalendar>(await api.get(`/bookings/calendar?${range}`));
    expect(packed.unit).toBe(1000);
    expect(unpackBookingCalendar(packed)).toEqual(full);
    const samsOnly = dataOf<PackedBookingCalendar>(await api.get(`/bookings/calendar?${range}&employeeId=${sam.id}`));
    expect(unpackBookingCalendar(samsOnly).map((booking) => booking.customerName)).toEqual(['Cy Doe', 'Bea Costa']);

    const askingForGzip = () => testApp.app.inject({ method: 'GET', url: `/api/v1/bookings/calendar?${range}`, headers: { ...testApp.authHeader, 'accept-encoding': 'gzip' } });
    // Under a kilobyte, compressing costs more than it saves.
    expect((await askingForGzip()).headers['content-encoding']).toBeUndefined();
    for (let hour = 9; hour < 16; hour += 1) await booked([item(manicure.id, maya.id, `2026-03-24T${String(hour).padStart(2, '0')}:00:00Z`)]);
    const zipped = await askingForGzip();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const unzipped = unpackBookingCalendar(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).data);
    expect(unzipped).toEqual(dataOf<Booking[]>(await api.get(`/bookings/range?${range}`)));
    expect(unzipped).toHaveLength(10);
    expect((await api.get(`/bookings/calendar?from=${WINTER_MONDAY}T00:00:00Z&to=2026-06-01T00:00:00Z`)).statusCode).toBe(400);
  });

  it('answers a week from memory only while no booking or service line changed, whoever changed it', async () => {
    const ana = await booked([item(manicure.id, maya.id, `${WINTER_MONDAY}T10:00:00Z`)], { customerName: 'Ana Silva' });
    const range = `from=${WINTER_MONDAY}T00:00:00Z&to=2026-03-25T00:00:00Z`;
    const week = async () => unpackBookingCalendar(dataOf<PackedBookingCalendar>(await api.get(`/bookings/calendar?${range}`)));
    expect((await week()).map((booking) => booking.customerName)).toEqual(['Ana Silva']);
    expect((await week()).map((booking) => booking.customerName)).toEqual(['Ana Silva']);

    // Through the API: a new booking and a status change.
    await booked([item(manicure.id, sam.id, `${WINTER_MONDAY}T11:00:00Z`)], { customerName: 'Bea Costa', customerPhone: '+44 7700 911111' });
    expect((await week()).map((booking) => booking.customerName)).toEqual(['Ana Silva', 'Bea Costa']);
    expect((await api.postJson(`/bookings/${ana.id}/status`, { version: ana.version, status: 'confirmed', reason: '' })).statusCode).toBe(200);
    expect((await week())[0]?.status).toBe('confirmed');

    // Behind the API's back (another instance, a script): the database's own revision still moves.
    await testApp.app.db.updateTable('bookings').set({ customerName: 'Ana Santos' }).where('id', '=', ana.id).execute();
    expect((await week())[0]?.customerName).toBe('Ana Santos');
    await testApp.app.db.updateTable('bookingItems').set({ serviceName: 'Gel manicure (old menu)' }).where('bookingId', '=', ana.id).execute();
    expect((await week())[0]?.items[0]?.serviceName).toBe('Gel manicure (old menu)');
    await testApp.app.db.deleteFrom('bookingItems').where('bookingId', '=', ana.id).execute();
    expect((await week())[0]?.items).toEqual([]);
  });
});
