import type { Booking, BusinessSummary, Contact, Employee, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { readBusinessSummary } from '../../src/features/general/businessSummary/businessSummaryRepository';
import { catalogClient, dataOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, testClock, type TestApp } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;
let manicure: Service;
let pedicure: Service;
let maya: Employee;

const allDay = [{ start: '00:00', end: '23:59' }];
const everyDay = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay };
/** Wednesday 25 March 2026, noon in London (GMT); the clocks go forward on Sunday the 29th. */
const NOW = new Date('2026-03-25T12:00:00Z');

beforeEach(async () => {
  // The app's clock is the summary's NOW: the morning's visits have started, so they can be marked arrived or missed.
  testApp = await startTestApp(testClock(NOW.toISOString()).overrides);
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Nails' }));
  const service = async (name: string, price: number) =>
    dataOf<Service>(await api.postJson('/services', { parentId: group.id, name, durationMinutes: 30, priceType: 'fixed', price }));
  manicure = await service('Manicure', 30);
  pedicure = await service('Pedicure', 40);
  const contact = dataOf<Contact>(await api.get('/contact'));
  await api.putJson('/contact', { ...contact, openingHours: everyDay, timeZone: 'Europe/London' });
  maya = dataOf<Employee>(
    await api.postJson('/employees', {
      firstName: 'Maya', lastName: 'Okafor', jobTitle: '', email: 'maya@salon.example', phone: '', bio: '', calendarColor: '#336699',
      serviceIds: [manicure.id, pedicure.id], weeklyHours: everyDay, bookable: true, active: true, startDate: null,
    }),
  );
});

afterEach(async () => {
  await testApp.close();
});

async function bookAt(startsAt: string, service: Service, customerName: string, statuses: string[] = []): Promise<Booking> {
  const response = await api.postJson('/bookings', {
    customerName, customerPhone: '+44 7700 900000', customerEmail: '', source: 'phone', notes: '', overrideOverlap: false, overrideReason: '',
    // Earlier visits are entered afterwards, as a salon records a past visit.
    recordPastVisit: true,
    items: [{ serviceId: service.id, employeeId: maya.id, startsAt }],
  });
  expect(response.statusCode).toBe(201);
  let booking = dataOf<Booking>(response);
  for (const status of statuses) {
    booking = dataOf<Booking>(await api.postJson(`/bookings/${booking.id}/status`, { version: booking.version, status, reason: status === 'cancelled' ? 'Customer is ill' : '' }));
  }
  return booking;
}

describe('the dashboard\u2019s business figures', () => {
  it('counts today, the next appointments, the week (DST-aware) and the month in the salon\u2019s time zone', async () => {
    await bookAt('2026-03-25T10:00:00Z', manicure, 'Done this morning', ['confirmed', 'arrived', 'completed']);
    const afternoon = await bookAt('2026-03-25T14:00:00Z', pedicure, 'This afternoon', ['confirmed']);
    await bookAt('2026-03-25T15:00:00Z', manicure, 'Called off', ['cancelled']);
    const sunday = await bookAt('2026-03-29T10:00:00Z', manicure, 'Sunday');
    // 23:15 UTC on Sunday is already Monday 00:15 in London summer time: next week.
    const mondayNight = await bookAt('2026-03-29T23:15:00Z', pedicure, 'Just after midnight');
    await bookAt('2026-03-02T10:00:00Z', manicure, 'Never came', ['confirmed', 'no_show']);
    await bookAt('2026-02-27T10:00:00Z', manicure, 'Last month', ['confirmed', 'no_show']);
    await api.postJson('/gift-cards', { initialValue: 50, expiresOn: null, purchaserName: 'A', purchaserEmail: '', purchaserPhone: '', recipientName: '', recipientEmail: '', recipientPhone: '', message: '', notes: '' });
    await api.postJson('/gift-cards', { initialValue: 25.5, expiresOn: null, purchaserName: 'B', purchaserEmail: '', purchaserPhone: '', recipientName: '', recipientEmail: '', recipientPhone: '', message: '', notes: '' });

    const summary = await readBusinessSummary(testApp.app.db, NOW);

    expect(summary).toEqual<BusinessSummary>({
      today: '2026-03-25',
      timeZone: 'Europe/London',
      todayByStatus: { pending: 0, confirmed: 1, arrived: 0, completed: 1, cancelled: 1, no_show: 0 },
      nextAppointments: [
        { bookingId: afternoon.id, clientId: afternoon.clientId, customerName: 'This afternoon', startsAt: '2026-03-25T14:00:00.000Z', services: ['Pedicure'], status: 'confirmed', inactiveEmployees: [] },
        { bookingId: sunday.id, clientId: sunday.clientId, customerName: 'Sunday', startsAt: '2026-03-29T10:00:00.000Z', services: ['Manicure'], status: 'pending', inactiveEmployees: [] },
        { bookingId: mondayNight.id, clientId: mondayNight.clientId, customerName: 'Just after midnight', startsAt: '2026-03-29T23:15:00.000Z', services: ['Pedicure'], status: 'pending', inactiveEmployees: [] },
      ],
      weekExpectedRevenue: 100,
      noShowsThisMonth: 1,
      giftCardOutstandingBalance: 75.5,
    });
  });

  it('leaves cancelled bookings out of the next appointments and names an employee who is no longer active', async () => {
    const kept = await bookAt('2026-03-26T10:00:00Z', manicure, 'Kept');
    await bookAt('2026-03-26T11:00:00Z', pedicure, 'Called off', ['cancelled']);
    const other = await bookAt('2026-03-26T12:00:00Z', manicure, 'Other day');
    // Maya leaves: deactivated (kept with her bookings), so her appointments need someone else.
    const current = dataOf<Employee>(await api.get(`/employees/${maya.id}`));
    expect((await api.putJson('/employees', { id: maya.id, version: current.version, active: false, bookable: false })).statusCode).toBe(200);

    const summary = await readBusinessSummary(testApp.app.db, NOW);

    expect(summary.nextAppointments.map((next) => [next.bookingId, next.customerName, next.inactiveEmployees])).toEqual([
      [kept.id, 'Kept', ['Maya Okafor']],
      [other.id, 'Other day', ['Maya Okafor']],
    ]);
  });

  it('answers over HTTP with every status counted, even on an empty day', async () => {
    const response = await api.get('/dashboard/business');

    expect(response.statusCode).toBe(200);
    expect(dataOf<BusinessSummary>(response)).toMatchObject({
      timeZone: 'Europe/London',
      todayByStatus: { pending: 0, confirmed: 0, arrived: 0, completed: 0, cancelled: 0, no_show: 0 },
      nextAppointments: [],
      weekExpectedRevenue: 0,
      giftCardOutstandingBalance: 0,
    });
  });
});
