import type { Booking, BookingCreateInput, Contact, Employee, Service, ServiceGroup, WeeklyHours } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, testClock, type TestApp } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;
let manicure: Service;
let polish: Service;
let maya: Employee;

const RANGE_MESSAGE = 'Enter a time between 2000-01-01 and 2100-01-01 (UTC).';
const everyDay = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
};

beforeEach(async () => {
  // The first accepted instant, so no date booked below is refused as past.
  testApp = await startTestApp(testClock('2000-01-01T00:00:00Z').overrides);
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
  const service = async (name: string, durationMinutes: number) =>
    dataOf<Service>(await api.postJson('/services', { parentId: group.id, name, durationMinutes, priceType: 'fixed', price: 30 }));
  manicure = await service('Gel manicure', 45);
  polish = await service('Quick polish', 30);
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
      weeklyHours: everyDay('00:00', '24:00'),
      bookable: true,
      active: true,
      startDate: null,
    }),
  );
});

afterEach(async () => {
  await testApp.close();
});

/** The salon's zone and hours; Maya works the same hours, so one check names the salon. */
async function salonHours(timeZone: string, hours: WeeklyHours): Promise<void> {
  const contact = dataOf<Contact>(await api.get('/contact'));
  const saved = await api.putJson('/contact', { ...contact, openingHours: hours, closures: [], timeZone });
  expect(saved.statusCode).toBe(200);
  const current = dataOf<Employee>(await api.get(`/employees/${maya.id}`));
  const employee = await api.putJson('/employees', { id: maya.id, version: current.version, weeklyHours: hours });
  expect(employee.statusCode).toBe(200);
}

const book = (serviceId: number, startsAt: string) => {
  const input: BookingCreateInput = {
    customerName: 'Ana Silva',
    customerPhone: '+44 7700 900000',
    customerEmail: '',
    items: [{ serviceId, employeeId: maya.id, startsAt }],
    source: 'phone',
    notes: '',
    overrideOverlap: false,
    overrideReason: '',
    status: 'pending',
  };
  return api.postJson('/bookings', input);
};

describe('the accepted range of booking times', () => {
  beforeEach(async () => {
    await salonHours('UTC', everyDay('00:00', '24:00'));
  });

  it('books at the first instant and up to the last one, both kept to the millisecond', async () => {
    const first = await book(manicure.id, '2000-01-01T00:00:00Z');
    expect(first.statusCode).toBe(201);
    expect(dataOf<Booking>(first).startsAt).toBe('2000-01-01T00:00:00.000Z');

    const last = await book(manicure.id, '2099-12-31T23:15:00Z');
    expect(last.statusCode).toBe(201);
    expect(dataOf<Booking>(last).endsAt).toBe('2100-01-01T00:00:00.000Z');
  });

  it.each([
    ['a minute before 2000', '1999-12-31T23:59:00Z'],
    ['2000 on the clock but 1999 in UTC', '2000-01-01T00:30:00+01:00'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['year 9999', '9999-12-31T23:30:00Z'],
  ])('refuses a start %s, naming the range', async (_case, startsAt) => {
    const response = await book(manicure.id, startsAt);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ 'items.0.startsAt': RANGE_MESSAGE });
  });

  it('refuses a service that would end after 2100-01-01', async () => {
    const response = await book(manicure.id, '2099-12-31T23:30:00Z');

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(`Gel manicure would end at 2100-01-01T00:15:00.000Z. ${RANGE_MESSAGE}`);
    expect(errorOf(response).errors).toEqual({ 'items.0.startsAt': RANGE_MESSAGE });
  });

  it('refuses the year-10000 end that once let one slot be booked twice', async () => {
    expect((await book(manicure.id, '9999-12-31T23:30:00Z')).statusCode).toBe(400);
    expect((await book(manicure.id, '+010000-01-01T00:00:00Z')).statusCode).toBe(400);
    expect(dataOf<Booking[]>(await api.get('/bookings/range?from=2099-12-01T00:00:00Z&to=2100-01-01T00:00:00Z'))).toEqual([]);
  });

  it('refuses a list or calendar query outside the range', async () => {
    const list = await api.get('/bookings?from=1999-12-31T00:00:00Z');
    expect(list.statusCode).toBe(400);
    expect(errorOf(list).errors).toEqual({ from: RANGE_MESSAGE });
    expect((await api.get('/bookings/range?from=2100-01-01T00:00:00Z&to=2100-01-02T00:00:00Z')).statusCode).toBe(400);
  });
});

describe('hours across clock changes (Europe/London)', () => {
  it('refuses a booking that runs past closing through the autumn change (01:50 BST to 01:20 GMT, open 00:00–01:20)', async () => {
    await salonHours('Europe/London', { ...everyDay('09:00', '17:00'), sunday: [{ start: '00:00', end: '01:20' }] });

    const response = await book(polish.id, '2026-10-25T00:50:00Z');

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe("Quick polish from 01:50 on 2026-10-25 to 01:20 is outside the salon's opening hours.");
    // Before the first 01:20 the salon is open; the repeated hour does not reopen it.
    expect((await book(polish.id, '2026-10-24T23:30:00Z')).statusCode).toBe(201);
    expect((await book(polish.id, '2026-10-25T00:50:00Z')).statusCode).toBe(409);
    expect((await book(polish.id, '2026-10-25T01:00:00Z')).statusCode).toBe(409);
  });

  it('in the spring gap, hours closing at 01:30 close when the clock jumps from 01:00 to 02:00', async () => {
    await salonHours('Europe/London', { ...everyDay('09:00', '17:00'), sunday: [{ start: '00:00', end: '01:30' }] });

    // 00:15 GMT + 45 minutes is 02:00 BST, the jump itself.
    expect((await book(manicure.id, '2026-03-29T00:15:00Z')).statusCode).toBe(201);
    const late = await book(polish.id, '2026-03-29T00:45:00Z');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe("Quick polish from 00:45 on 2026-03-29 to 02:15 is outside the salon's opening hours.");
  });

  it('in the spring gap, hours opening at 01:30 open when the clock jumps to 02:00', async () => {
    await salonHours('Europe/London', { ...everyDay('09:00', '17:00'), sunday: [{ start: '01:30', end: '05:00' }] });

    expect((await book(polish.id, '2026-03-29T00:45:00Z')).statusCode).toBe(409);
    const atJump = await book(polish.id, '2026-03-29T01:00:00Z');
    expect(atJump.statusCode).toBe(201);
    expect(dataOf<Booking>(atJump).startsAt).toBe('2026-03-29T01:00:00.000Z');
  });

  it('accepts a service ending exactly at 24:00, in winter and in summer, and refuses it when hours end at 23:59', async () => {
    await salonHours('Europe/London', everyDay('18:00', '24:00'));

    expect((await book(manicure.id, '2026-03-23T23:15:00Z')).statusCode).toBe(201);
    expect((await book(manicure.id, '2026-03-30T22:15:00Z')).statusCode).toBe(201);
    // On the autumn Sunday the day is 25 hours long; 24:00 is still the next midnight.
    expect((await book(manicure.id, '2026-10-25T23:15:00Z')).statusCode).toBe(201);

    await salonHours('Europe/London', everyDay('18:00', '23:59'));
    const response = await book(manicure.id, '2026-03-24T23:15:00Z');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe("Gel manicure from 23:15 on 2026-03-24 to 00:00 is outside the salon's opening hours.");
  });

  it('takes 24:00 only as an end', async () => {
    const contact = dataOf<Contact>(await api.get('/contact'));
    const response = await api.putJson('/contact', { ...contact, openingHours: { ...everyDay('09:00', '17:00'), monday: [{ start: '24:00', end: '24:00' }] } });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty(['openingHours.monday.0.start'], 'Enter a time as HH:MM (00:00 to 23:59).');
  });
});
