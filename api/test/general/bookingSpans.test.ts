import { sql } from 'kysely';
import { unpackBookingCalendar, type Booking, type BookingCreateInput, type Employee, type PackedBookingCalendar, type Service } from '@nail-or-never/shared/schemas';
import { dataOf, errorOf, pageOf } from '../catalog/catalogTestKit';
import { startTestApp, testClock, type TestApp } from '../support/testApp';
import { everyDay, scheduleKit } from './schedule/scheduleTestKit';

// Range reads bound the start by the longest span ever stored (migration 022, `longestSpans.ts`):
// a booking, or a booking's service, longer than any the API makes today must still be found.

const MONDAY = Date.UTC(2030, 0, 7);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (instant: number) => new Date(instant).toISOString();

let testApp: TestApp;
let kit: ReturnType<typeof scheduleKit>;
let manicure: Service;
let maya: Employee;

beforeEach(async () => {
  testApp = await startTestApp(testClock('2000-01-01T00:00:00Z').overrides);
  kit = scheduleKit(testApp);
  await kit.salon('UTC', everyDay('08:00', '20:00'));
  manicure = await kit.service('Gel manicure', 30);
  maya = await kit.employee('Maya', [manicure], everyDay('08:00', '20:00'));
});

afterEach(async () => {
  await testApp.close();
});

const items = (...starts: number[]): BookingCreateInput['items'] => starts.map((start) => ({ serviceId: manicure.id, employeeId: maya.id, startsAt: iso(start) }));

async function book(...starts: number[]): Promise<Booking> {
  const response = await kit.book(items(...starts), { customerName: `Client ${starts[0] ?? 0}` });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return dataOf<Booking>(response);
}

async function storedSpans(): Promise<{ bookings: number; items: number }> {
  const { rows } = await sql<{ bookingsMs: number | string; bookingItemsMs: number | string }>`select bookings_ms, booking_items_ms from booking_spans`.execute(testApp.app.db);
  expect(rows).toHaveLength(1);
  return { bookings: Number(rows[0]?.bookingsMs), items: Number(rows[0]?.bookingItemsMs) };
}

/** The ids each read of a week from `from` finds: the range, the packed calendar, the list from then on. */
async function idsOfTheWeek(from = MONDAY): Promise<{ range: number[]; calendar: number[]; list: number[] }> {
  const week = `from=${iso(from)}&to=${iso(from + 7 * DAY)}`;
  const range = dataOf<Booking[]>(await kit.api.get(`/bookings/range?${week}`));
  const calendar = unpackBookingCalendar(dataOf<PackedBookingCalendar>(await kit.api.get(`/bookings/calendar?${week}`)));
  const list = pageOf<Booking>(await kit.api.get(`/bookings?from=${iso(from)}&limit=100`)).data;
  return { range: range.map((booking) => booking.id), calendar: calendar.map((booking) => booking.id), list: list.map((booking) => booking.id) };
}

describe('the longest stored span', () => {
  it('keeps a booking that starts days before the range in every read of it, made long or made longer', async () => {
    expect(await storedSpans()).toEqual({ bookings: 0, items: 0 });
    // Ends on the Friday before: never in the week.
    const before = await book(MONDAY - 3 * DAY + 10 * HOUR);
    expect(await storedSpans()).toEqual({ bookings: 30 * 60_000, items: 30 * 60_000 });

    // Two services four days apart, the second inside the week: made through the API.
    const made = await book(MONDAY - 3 * DAY + 11 * HOUR, MONDAY + DAY + 10 * HOUR);
    const madeSpan = 4 * DAY - HOUR + 30 * 60_000;
    expect(await storedSpans()).toEqual({ bookings: madeSpan, items: 30 * 60_000 });

    // A short visit on the Saturday before, moved (PUT) to end on the Monday: longer than the first.
    const short = await book(MONDAY - 2 * DAY + 9 * HOUR);
    const ends = MONDAY + 9 * HOUR;
    const moved = await kit.api.putJson('/bookings', {
      id: short.id,
      version: short.version,
      customerName: short.customerName,
      customerPhone: short.customerPhone,
      customerEmail: short.customerEmail,
      items: items(MONDAY - 6 * DAY + 9 * HOUR, ends),
      source: short.source,
      notes: short.notes,
      overrideOverlap: false,
      overrideReason: '',
    });
    expect(moved.statusCode).toBe(200);
    expect(await storedSpans()).toEqual({ bookings: ends + 30 * 60_000 - (MONDAY - 6 * DAY + 9 * HOUR), items: 30 * 60_000 });

    const inWeek = await book(MONDAY + 2 * DAY + 12 * HOUR);
    const expected = [short.id, made.id, inWeek.id];
    expect(await idsOfTheWeek()).toEqual({ range: expected, calendar: expected, list: expected });
    expect(expected).not.toContain(before.id);

    // Never lowered: the longest booking gone, the value stays (too large costs reads, never rows).
    await sql`delete from bookings where id = ${short.id}`.execute(testApp.app.db);
    expect((await storedSpans()).bookings).toBe(ends + 30 * 60_000 - (MONDAY - 6 * DAY + 9 * HOUR));
    expect(await idsOfTheWeek()).toEqual({ range: [made.id, inWeek.id], calendar: [made.id, inWeek.id], list: [made.id, inWeek.id] });
  });

  it('keeps a booking ending exactly at the range start out, as before the bound', async () => {
    const from = MONDAY + 10 * HOUR;
    const ending = await book(from - 30 * 60_000);
    const starting = await book(from);
    expect(await idsOfTheWeek(from)).toEqual({ range: [starting.id], calendar: [starting.id], list: [starting.id] });
    // One minute earlier, the one ending then is in.
    expect(await idsOfTheWeek(from - 60_000)).toEqual({ range: [ending.id, starting.id], calendar: [ending.id, starting.id], list: [ending.id, starting.id] });
  });

  it('sees a service stretched over days behind the API’s back in the schedule check and the time-off check', async () => {
    const friday = await book(MONDAY - 3 * DAY + 10 * HOUR);
    // Written by hand: Maya's manicure now runs from Friday 10:00 to Tuesday 10:30.
    const db = testApp.app.db;
    await sql`update booking_items set ends_at = ends_at + ${4 * DAY} where booking_id = ${friday.id}`.execute(db);
    await sql`update bookings set ends_at = ends_at + ${4 * DAY} where id = ${friday.id}`.execute(db);
    expect(await storedSpans()).toEqual({ bookings: 4 * DAY + 30 * 60_000, items: 4 * DAY + 30 * 60_000 });

    const clash = await kit.book(items(MONDAY + 12 * HOUR));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toContain(`(booking ${friday.id})`);

    const away = await kit.timeOff({ employeeId: maya.id, fromDate: '2030-01-07' });
    expect(away.statusCode).toBe(409);
    expect(errorOf(away).message).toContain(`booking ${friday.id}`);
  });
});
