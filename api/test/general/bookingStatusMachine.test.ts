import type { Booking, BookingCreateInput, Contact, Employee, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, testClock, type TestApp, type TestClock } from '../support/testApp';

// The state machine of docs/bookings-state-machine.md, on the salon's clock (London, GMT in March).
const MONDAY = '2026-03-23';
const at = (time: string) => `${MONDAY}T${time}:00Z`;
const PAST_MESSAGE = "This time has passed. To record a visit that already happened, tick 'Record a past visit' in New booking, Change booking or the booking's Reschedule.";

let testApp: TestApp;
let api: CatalogClient;
let clock: TestClock;
let manicure: Service;
let maya: Employee;

beforeEach(async () => {
  clock = testClock(at('08:00'));
  testApp = await startTestApp(clock.overrides);
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
  manicure = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Gel manicure', durationMinutes: 45, priceType: 'fixed', price: 30 }));
  const hours = [{ start: '09:00', end: '18:00' }];
  const week = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: [], sunday: [] };
  const contact = dataOf<Contact>(await api.get('/contact'));
  expect((await api.putJson('/contact', { ...contact, openingHours: week, closures: [], timeZone: 'Europe/London' })).statusCode).toBe(200);
  maya = dataOf<Employee>(
    await api.postJson('/employees', {
      firstName: 'Maya',
      lastName: 'Tester',
      jobTitle: 'Nail technician',
      email: 'maya@salon.example',
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
});

afterEach(async () => {
  await testApp.close();
});

const input = (startsAt: string, changes: Partial<BookingCreateInput> = {}): BookingCreateInput => ({
  customerName: 'Ana Silva',
  customerPhone: '+44 7700 900000',
  customerEmail: '',
  items: [{ serviceId: manicure.id, employeeId: maya.id, startsAt }],
  source: 'phone',
  notes: '',
  overrideOverlap: false,
  overrideReason: '',
  status: 'confirmed',
  ...changes,
});

async function booked(startsAt: string, changes: Partial<BookingCreateInput> = {}): Promise<Booking> {
  const response = await api.postJson('/bookings', input(startsAt, changes));
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
  return dataOf<Booking>(response);
}

const setStatus = (booking: Booking, status: string, reason = '') => api.postJson(`/bookings/${booking.id}/status`, { version: booking.version, status, reason });
const undo = (booking: Booking) => api.postJson(`/bookings/${booking.id}/status/undo`, { version: booking.version });

describe('arrived and no-show only from the start time', () => {
  it('refuses a no-show before 14:00 with a sentence saying from when, and accepts it from 14:00', async () => {
    const booking = await booked(at('14:00'));
    clock.set(at('13:59'));

    const early = await setStatus(booking, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({ message: "Ana Silva's booking starts at 14:00 — mark a no-show from then.", errors: { status: 'Not before the booking starts.' } });
    expect(errorOf(await setStatus(booking, 'arrived')).message).toBe("Ana Silva's booking starts at 14:00 — mark arrival from then.");

    clock.set(at('14:00'));
    expect(dataOf<Booking>(await setStatus(booking, 'no_show'))).toMatchObject({ status: 'no_show', previousStatus: 'confirmed', statusChangedAt: at('14:00').replace('Z', '.000Z') });
  });

  it('names the day when the booking is not today', async () => {
    const booking = await booked('2026-03-24T10:00:00Z');
    expect(errorOf(await setStatus(booking, 'arrived')).message).toBe("Ana Silva's booking starts at 10:00 on 2026-03-24 — mark arrival from then.");
  });

  it('still cancels and confirms before the start', async () => {
    const pending = await booked(at('14:00'), { status: 'pending' });
    const confirmed = dataOf<Booking>(await setStatus(pending, 'confirmed'));
    expect(dataOf<Booking>(await setStatus(confirmed, 'cancelled', 'Customer is ill')).status).toBe('cancelled');
  });
});

describe('undo of a status set by mistake', () => {
  it('takes a mistaken no-show back to confirmed the same day, once, versioned, and records it', async () => {
    const booking = await booked(at('10:00'));
    clock.set(at('10:20'));
    const missed = dataOf<Booking>(await setStatus(booking, 'no_show'));

    const stale = await undo(booking);
    expect(stale.statusCode).toBe(409);
    expect(dataOf<Booking>(await api.get(`/bookings/${booking.id}`)).status).toBe('no_show');

    clock.set(at('17:30'));
    const restored = dataOf<Booking>(await undo(missed));
    expect(restored).toMatchObject({ status: 'confirmed', previousStatus: null, statusChangedAt: null, version: missed.version + 1 });

    const again = await undo(restored);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This booking has no status change to undo.');

    const history = (await api.get(`/history/booking/${booking.id}`)).json<{ data: { summary: string }[] }>().data;
    expect(history.map((entry) => entry.summary)).toEqual(expect.arrayContaining(['Booking status change undone', 'Booking status changed']));
  });

  it('goes back one step: completed to arrived', async () => {
    const booking = await booked(at('10:00'));
    clock.set(at('10:00'));
    const arrived = dataOf<Booking>(await setStatus(booking, 'arrived'));
    const completed = dataOf<Booking>(await setStatus(arrived, 'completed'));
    expect(dataOf<Booking>(await undo(completed)).status).toBe('arrived');
  });

  it('refuses an undo on a later salon day', async () => {
    const booking = await booked(at('10:00'));
    clock.set(at('23:30'));
    const missed = dataOf<Booking>(await setStatus(booking, 'no_show'));

    clock.set('2026-03-24T00:00:00Z');
    const late = await undo(missed);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('The change to no-show was made on an earlier day; a status can be undone only the same day.');
  });

  it('restores a cancelled booking only while its time is still free', async () => {
    const booking = await booked(at('11:00'));
    const cancelled = dataOf<Booking>(await setStatus(booking, 'cancelled', 'Called to cancel'));
    const taker = await booked(at('11:15'), { customerName: 'Bea Costa' });

    const taken = await undo(cancelled);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(`Maya Tester already has Gel manicure for Bea Costa from 11:15 on ${MONDAY} to 12:00 (booking ${taker.id}).`);

    await setStatus(taker, 'cancelled', 'Changed plans');
    const restored = dataOf<Booking>(await undo(cancelled));
    expect(restored).toMatchObject({ status: 'confirmed', cancelReason: '' });
  });
});

describe('bookings in the past', () => {
  beforeEach(() => {
    clock.set(at('12:00'));
  });

  it('refuses a start before now unless the booking records a past visit', async () => {
    const refused = await api.postJson('/bookings', input(at('10:00')));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ message: PAST_MESSAGE, errors: { 'items.0.startsAt': 'This time has passed.', recordPastVisit: expect.any(String) } });

    const recorded = await booked(at('10:00'), { recordPastVisit: true });
    expect(dataOf<Booking>(await setStatus(recorded, 'arrived')).status).toBe('arrived');
    await booked(at('12:00'));
  });

  it('on a change, asks only about services moved into the past', async () => {
    const visit = await booked(at('10:00'), { recordPastVisit: true });
    const change = (startsAt: string, changes: Partial<BookingCreateInput> = {}) =>
      api.putJson('/bookings', { ...input(startsAt, changes), id: visit.id, version: visit.version });

    const noted = await change(at('10:00'), { notes: 'Paid cash' });
    expect(noted.statusCode).toBe(200);
    const visitNow = dataOf<Booking>(noted);

    const moved = await api.putJson('/bookings', { ...input(at('09:00')), id: visit.id, version: visitNow.version });
    expect(errorOf(moved).message).toBe(PAST_MESSAGE);
    expect((await api.putJson('/bookings', { ...input(at('09:00'), { recordPastVisit: true }), id: visit.id, version: visitNow.version })).statusCode).toBe(200);
  });
});
