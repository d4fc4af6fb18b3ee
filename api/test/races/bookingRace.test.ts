import type { Booking, BookingCreateInput, Contact, Employee, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, pageOf, type CatalogClient } from '../catalog/catalogTestKit';
import { RACERS, raceWithHeldTable } from '../support/raceGate';
import { startTestApp, type TestApp } from '../support/testApp';

// Everything at the HTTP level, in a UTC salon on an ordinary Monday: the race does not depend on
// how booking times are stored or on daylight saving.
const MONDAY = '2030-01-07';
const SLOT_MINUTES = 30;

let testApp: TestApp;
let api: CatalogClient;
let service: Service;
let employee: Employee;

beforeAll(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
  service = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Manicure', durationMinutes: SLOT_MINUTES, priceType: 'fixed', price: 25 }));
  const day = [{ start: '08:00', end: '20:00' }];
  const week = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [], sunday: [] };
  const contact = dataOf<Contact>(await api.get('/contact'));
  expect((await api.putJson('/contact', { ...contact, openingHours: week, closures: [], timeZone: 'UTC' })).statusCode).toBe(200);
  const created = await api.postJson('/employees', {
    firstName: 'Maya',
    lastName: 'Racer',
    jobTitle: 'Nail technician',
    email: 'maya@salon.example',
    phone: '',
    bio: '',
    calendarColor: '#336699',
    serviceIds: [service.id],
    weeklyHours: week,
    bookable: true,
    active: true,
    startDate: null,
  });
  expect(created.statusCode).toBe(201);
  employee = dataOf<Employee>(created);
});

afterAll(async () => {
  await testApp.close();
});

const at = (time: string) => `${MONDAY}T${time}:00.000Z`;
/** The n-th half hour from 08:00. */
const slot = (n: number) => at(`${String(8 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 === 0 ? '00' : '30'}`);

const details = (customerName: string, startsAt: string): BookingCreateInput => ({
  customerName,
  customerPhone: '+44 7700 900000',
  customerEmail: '',
  items: [{ serviceId: service.id, employeeId: employee.id, startsAt }],
  source: 'phone',
  notes: '',
  overrideOverlap: false,
  overrideReason: '',
  status: 'pending',
});

/** Every pair of the employee's bookings that overlap: must stay empty whatever the race. */
async function doubleBookings(): Promise<string[]> {
  const bookings = pageOf<Booking>(await api.get(`/bookings?employeeId=${employee.id}&limit=100`)).data;
  const items = bookings.flatMap((booking) => booking.items.map((item) => ({ booking: booking.id, startsAt: item.startsAt, endsAt: item.endsAt })));
  return items.flatMap((one, index) =>
    items.slice(index + 1).filter((other) => one.startsAt < other.endsAt && other.startsAt < one.endsAt).map((other) => `${one.booking} and ${other.booking} at ${one.startsAt}`),
  );
}

describe(`${RACERS} bookings for one employee's same half hour at once`, () => {
  it('new bookings: exactly one is made, the others are 409s naming the clash', async () => {
    const answers = await raceWithHeldTable(
      testApp,
      'bookings',
      Array.from({ length: RACERS }, (_unused, index) => () => api.postJson('/bookings', details(`Customer ${index + 1}`, at('19:00')))),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json<{ message: string }>().message).toMatch(/^Maya Racer already has Manicure for Customer \d+ from 19:00/);
    }
    expect(await doubleBookings()).toEqual([]);
  });

  it('reschedules of different bookings into one half hour: exactly one moves, the others stay where they were', async () => {
    const bookings: Booking[] = [];
    for (let n = 0; n < RACERS; n += 1) {
      const response = await api.postJson('/bookings', details(`Regular ${n + 1}`, slot(n)));
      expect(response.statusCode).toBe(201);
      bookings.push(dataOf<Booking>(response));
    }
    const target = at('18:00');

    const answers = await raceWithHeldTable(
      testApp,
      'bookings',
      bookings.map((booking) => () => api.putJson('/bookings', { ...details(booking.customerName, target), id: booking.id, version: booking.version })),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    expect(await doubleBookings()).toEqual([]);
    const moved = bookings[statuses.indexOf(200)] as Booking;
    const now = pageOf<Booking>(await api.get(`/bookings?employeeId=${employee.id}&limit=100`)).data;
    for (const booking of bookings) {
      const startsAt = now.find((each) => each.id === booking.id)?.startsAt;
      expect({ id: booking.id, startsAt }).toEqual({ id: booking.id, startsAt: booking.id === moved.id ? target : booking.startsAt });
    }
  });
});
