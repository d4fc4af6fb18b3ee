import { gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { unpackBookingCalendar, type Booking, type Employee, type PackedBookingCalendar, type Service } from '@nail-or-never/shared/schemas';
import { bookingsRevision, purgeOldBookingChanges, revisionAndChangesSince } from '../../src/features/general/bookings/calendar/bookingChanges';
import { dataOf } from '../catalog/catalogTestKit';
import { startTestApp, testClock, type TestApp } from '../support/testApp';
import { everyDay, scheduleKit } from './schedule/scheduleTestKit';

// The calendar's kept answers (`calendar/calendarAnswerCache.ts`): after any change, the week a
// calendar reads must be the week `/bookings/range` reads from the rows, whichever way it was made.

const MONDAY = Date.UTC(2030, 0, 7);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = `from=${new Date(MONDAY).toISOString()}&to=${new Date(MONDAY + 7 * DAY).toISOString()}`;

let testApp: TestApp;
let kit: ReturnType<typeof scheduleKit>;
let manicure: Service;
let pedicure: Service;
let maya: Employee;
let sam: Employee;

beforeEach(async () => {
  testApp = await startTestApp(testClock('2000-01-01T00:00:00Z').overrides);
  kit = scheduleKit(testApp);
  await kit.salon('UTC', everyDay('08:00', '20:00'));
  manicure = await kit.service('Gel manicure', 30);
  pedicure = await kit.service('Pedicure', 45);
  maya = await kit.employee('Maya', [manicure, pedicure], everyDay('08:00', '20:00'));
  sam = await kit.employee('Sam', [manicure, pedicure], everyDay('08:00', '20:00'));
});

afterEach(async () => {
  await testApp.close();
});

/** The bookings changed after `revision`, as the cache reads them (null: read the whole week). */
const bookingsChangedSince = async (db: TestApp['app']['db'], revision: number, most: number) => (await revisionAndChangesSince(db, revision, most)).changed;

const ofEmployee = (employee?: Employee) => (employee ? `&employeeId=${employee.id}` : '');
const packedWeek = async (employee?: Employee) => dataOf<PackedBookingCalendar>(await kit.api.get(`/bookings/calendar?${WEEK}${ofEmployee(employee)}`));
const calendarWeek = async (employee?: Employee) => unpackBookingCalendar(await packedWeek(employee));

/** The format counts times in whole units (a minute, or a second when some time is off the minute). */
function timesOffTheUnit(packed: PackedBookingCalendar): number[] {
  return packed.bookings.flatMap((booking) => [booking[7], booking[8], ...booking[12].flatMap((item) => [item[3], item[4]])]).filter((time) => !Number.isInteger(time));
}
const rangeWeek = async (employee?: Employee) => dataOf<Booking[]>(await kit.api.get(`/bookings/range?${WEEK}${ofEmployee(employee)}`));

/** The whole week, and Sam's, read both ways. */
async function expectCalendarIsTheRows(step: string): Promise<void> {
  for (const employee of [undefined, sam]) {
    const packed = await packedWeek(employee);
    expect({ step, week: unpackBookingCalendar(packed), offTheUnit: timesOffTheUnit(packed) }).toEqual({ step, week: await rangeWeek(employee), offTheUnit: [] });
  }
}

/** A small deterministic generator, so a failing sequence is the same on every run. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

async function book(start: number, employee: Employee, services: Service[]): Promise<Booking> {
  let at = start;
  const items = services.map((service) => {
    const startsAt = new Date(at).toISOString();
    at += service.durationMinutes * 60_000;
    return { serviceId: service.id, employeeId: employee.id, startsAt };
  });
  // Clashes do not matter here: booked over them, with the reason the rule asks for.
  const response = await kit.book(items, { customerName: `Client ${start}`, overrideOverlap: true, overrideReason: 'Calendar test' });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return dataOf<Booking>(response);
}

describe('the calendar\u2019s kept week', () => {
  it('stays the rows after any sequence of changes, through the API or behind its back', async () => {
    const random = randomFrom(20_300_107);
    const db = testApp.app.db;
    const bookings: Booking[] = [];
    const someBooking = () => bookings[random(bookings.length)];
    const slot = () => MONDAY + random(7) * DAY + (8 + random(10)) * HOUR;
    const shift = async (id: number, by: number) => {
      await sql`update booking_items set starts_at = starts_at + ${by}, ends_at = ends_at + ${by} where booking_id = ${id}`.execute(db);
      await sql`update bookings set starts_at = starts_at + ${by}, ends_at = ends_at + ${by} where id = ${id}`.execute(db);
    };
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['book in the week', async () => bookings.push(await book(slot(), random(2) ? maya : sam, random(2) ? [manicure] : [manicure, pedicure]))],
      ['book the week after', async () => bookings.push(await book(slot() + 7 * DAY, maya, [pedicure]))],
      ['cancel through the API', async () => {
        const booking = someBooking();
        if (booking) await kit.api.postJson(`/bookings/${booking.id}/status`, { version: (await rangeVersion(booking.id)) ?? booking.version, status: 'cancelled', reason: 'Ill' });
      }],
      ['change notes behind the API', async () => {
        const booking = someBooking();
        if (booking) await db.updateTable('bookings').set({ notes: `Note ${random(1000)}` }).where('id', '=', booking.id).execute();
      }],
      ['move out of the week and back', async () => {
        const booking = someBooking();
        if (booking) await shift(booking.id, random(2) ? 7 * DAY : -7 * DAY);
      }],
      ['hand a service to the other employee', async () => {
        const booking = someBooking();
        if (!booking) return;
        await db
          .updateTable('bookingItems')
          .set((eb) => ({ employeeId: eb.case().when('employeeId', '=', maya.id).then(sam.id).else(maya.id).end() }))
          .where('bookingId', '=', booking.id)
          .execute();
      }],
      ['delete a service line', async () => {
        const booking = someBooking();
        if (booking) await sql`delete from booking_items where id = (select max(id) from booking_items where booking_id = ${booking.id})`.execute(db);
      }],
      ['delete a booking', async () => {
        const index = random(Math.max(1, bookings.length));
        const [booking] = bookings.splice(index, 1);
        if (booking) {
          await db.deleteFrom('bookingItems').where('bookingId', '=', booking.id).execute();
          await db.deleteFrom('bookings').where('id', '=', booking.id).execute();
        }
      }],
      // Off the minute: the answer then counts seconds, and every tuple's numbers change.
      ['start half a minute late', async () => {
        const booking = someBooking();
        if (booking) await shift(booking.id, 30_000);
      }],
    ];
    async function rangeVersion(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('bookings').select('version').where('id', '=', id).executeTakeFirst();
      return row?.version;
    }

    for (let index = 0; index < 6; index += 1) bookings.push(await book(slot(), index % 2 ? maya : sam, [manicure]));
    await expectCalendarIsTheRows('first read');
    for (let step = 0; step < 40; step += 1) {
      const [label, change] = changes[random(changes.length)]!;
      await change();
      await expectCalendarIsTheRows(`${step}: ${label}`);
    }
  });

  it('notes which booking each change touched, one revision per changed row', async () => {
    const db = testApp.app.db;
    const first = await book(MONDAY + 9 * HOUR, maya, [manicure, pedicure]);
    const second = await book(MONDAY + 11 * HOUR, sam, [manicure]);
    const before = await bookingsRevision(db);

    await db.updateTable('bookingItems').set({ serviceName: 'Gel manicure (old menu)' }).where('bookingId', '=', first.id).execute();
    const afterItems = await bookingsRevision(db);
    expect(afterItems.revision).toBe(before.revision + 2);
    expect(await bookingsChangedSince(db, before.revision, 10)).toEqual([first.id]);

    await db.deleteFrom('bookingItems').where('bookingId', '=', second.id).execute();
    await db.deleteFrom('bookings').where('id', '=', second.id).execute();
    expect((await bookingsChangedSince(db, afterItems.revision, 10))?.sort()).toEqual([second.id]);
    expect((await bookingsChangedSince(db, before.revision, 10))?.sort((a, b) => a - b)).toEqual([first.id, second.id]);
    // More changed bookings than asked for: the caller reads the whole range instead.
    expect(await bookingsChangedSince(db, before.revision, 1)).toBeNull();
  });

  it('makes a kept week again whole once the notes it needs were purged', async () => {
    const db = testApp.app.db;
    const ana = await book(MONDAY + 9 * HOUR, maya, [manicure]);
    const bea = await book(MONDAY + 10 * HOUR, sam, [manicure]);
    await expectCalendarIsTheRows('kept');

    await db.updateTable('bookings').set({ notes: 'Prefers pastel colours.' }).where('id', '=', ana.id).execute();
    await db.updateTable('bookings').set({ notes: 'Allergic to acetone.' }).where('id', '=', bea.id).execute();
    // Only the last revision's notes are kept: Ana's change is no longer listed anywhere.
    await purgeOldBookingChanges(db, 1);
    const { revision, changesFrom } = await bookingsRevision(db);
    expect(changesFrom).toBe(revision);
    expect(await bookingsChangedSince(db, revision - 2, 10)).toBeNull();

    expect((await calendarWeek()).map((booking) => booking.notes)).toEqual(['Prefers pastel colours.', 'Allergic to acetone.']);
    await expectCalendarIsTheRows('after the purge');
  });

  it('sends the kept gzip bytes to a client that takes gzip, and deflates per request for one that takes only that', async () => {
    for (let hour = 8; hour < 18; hour += 1) await book(MONDAY + hour * HOUR, maya, [manicure]);
    const read = (encoding: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1/bookings/calendar?${WEEK}`, headers: { ...testApp.authHeader, 'accept-encoding': encoding } });

    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const zipped = await read('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await read('gzip')).rawPayload.equals(zipped.rawPayload)).toBe(true);
    const deflated = await read('deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString('utf8')).toBe(plain.body);
    // gzip refused outright: the text.
    expect((await read('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();

    // A change: new bytes, not the kept ones.
    await book(MONDAY + 19 * HOUR, sam, [manicure]);
    const changed = await read('gzip');
    expect(JSON.parse(gunzipSync(changed.rawPayload).toString('utf8')).data.bookings).toHaveLength(11);
  });
});
