import type { Availability, BookingItemInput, Employee, Service, WeeklyHours } from '@nail-or-never/shared/schemas';
import fc from 'fast-check';
import { planItems, checkSchedule } from '../../../src/features/general/bookings/bookingRules';
import { firstInstantAt } from '../../../src/features/general/contact/firstInstantAt';
import { HttpError } from '../../../src/http/httpErrors';
import { dataOf } from '../../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../../support/testApp';
import { scheduleKit, type ScheduleKit } from './scheduleTestKit';

/**
 * The promise of issue 24: what availability offers is exactly what booking creation accepts.
 * Random salons, working hours, time off, buffers and existing bookings, on days around both of
 * Amsterdam's clock changes in 2027 (the 28th of March and the 31st of October). For every
 * employee and every start on the day's 15-minute grid, the creation rule (planItems and
 * checkSchedule, the code POST /bookings runs, in a transaction rolled back) accepts it exactly when
 * availability offered it; a few of each also go through POST /bookings itself.
 */

const TIME_ZONE = 'Europe/Amsterdam';
const DAYS = ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-10-30', '2027-10-31', '2027-11-01'] as const;
const WEEKDAY_OF: Record<(typeof DAYS)[number], 'friday' | 'saturday' | 'sunday' | 'monday'> = {
  '2027-03-26': 'friday',
  '2027-03-27': 'saturday',
  '2027-03-28': 'sunday',
  '2027-03-29': 'monday',
  '2027-10-30': 'saturday',
  '2027-10-31': 'sunday',
  '2027-11-01': 'monday',
};

const quarter = (index: number) => `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`;
/** An interval of quarter hours `[from, to)` as HH:MM, `to` up to 96 (24:00). */
const interval = (from: number, to: number) => ({ start: quarter(from), end: to >= 96 ? '24:00' : quarter(to) });
const sameEveryDay = (intervals: Array<{ start: string; end: string }>): WeeklyHours => ({
  monday: intervals,
  tuesday: intervals,
  wednesday: intervals,
  thursday: intervals,
  friday: intervals,
  saturday: intervals,
  sunday: intervals,
});

const hoursArb = fc.tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 16, max: 60 })).map(([from, length]) => [from, Math.min(96, from + length)] as const);
const timeOffArb = fc.record({
  kind: fc.constantFrom('part' as const, 'weekly' as const, 'wholeDay' as const),
  from: fc.integer({ min: 0, max: 90 }),
  length: fc.integer({ min: 1, max: 16 }),
});
const bookingArb = fc.record({ employee: fc.integer({ min: 0, max: 1 }), service: fc.integer({ min: 0, max: 1 }), start: fc.integer({ min: 0, max: 95 }) });
const scenarioArb = fc.record({
  day: fc.constantFrom(...DAYS),
  salon: hoursArb,
  staff: fc.array(hoursArb, { minLength: 2, maxLength: 2 }),
  services: fc.array(fc.record({ duration: fc.constantFrom(15, 30, 45, 60, 90), buffer: fc.constantFrom(0, 5, 10, 15, 30) }), { minLength: 2, maxLength: 2 }),
  timeOff: fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), timeOffArb), { maxLength: 3 }),
  bookings: fc.array(bookingArb, { maxLength: 6 }),
  bothServices: fc.boolean(),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

let testApp: TestApp;
let kit: ScheduleKit;
let run = 0;

beforeAll(async () => {
  testApp = await startTestApp();
  kit = scheduleKit(testApp);
});

afterAll(async () => {
  await testApp.close();
});

/** The day's 15-minute grid as the salon's clock reads it: each reading's first instant, once. */
function gridOf(day: string): number[] {
  const instants: number[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = firstInstantAt(TIME_ZONE, day, minutes);
    if (!instants.includes(instant)) instants.push(instant);
  }
  return instants;
}

/** The services one after the other from `startsAt`, each buffer between: how a client books an offered start. */
function itemsAt(startsAt: number, services: Service[], employee: Employee): BookingItemInput[] {
  let at = startsAt;
  return services.map((service) => {
    const item = { serviceId: service.id, employeeId: employee.id, startsAt: new Date(at).toISOString() };
    at += (service.durationMinutes + service.bufferMinutes) * 60_000;
    return item;
  });
}

class RolledBack extends Error {}

/** Whether the creation rule accepts these items now: planItems and checkSchedule in a transaction that is rolled back. */
async function creationAccepts(items: BookingItemInput[]): Promise<boolean> {
  try {
    await testApp.app.db.transaction().execute(async (trx) => {
      const planned = await planItems(trx, items);
      await checkSchedule(trx, testApp.app.dialect, { items: planned, bookingId: null, overrideOverlap: false });
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return true;
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
  throw new Error('unreachable');
}

async function setUp(scenario: Scenario) {
  run += 1;
  await kit.salon(TIME_ZONE, sameEveryDay([interval(...scenario.salon)]));
  const services: Service[] = [];
  for (const [index, service] of scenario.services.entries()) services.push(await kit.service(`Run ${run} service ${index}`, service.duration, service.buffer));
  const staff: Employee[] = [];
  for (const [index, hours] of scenario.staff.entries()) staff.push(await kit.employee(`Run${run}n${index}`, services, sameEveryDay([interval(...hours)])));
  for (const [employee, entry] of scenario.timeOff) {
    const employeeId = staff[employee]?.id ?? 0;
    const times = { startTime: quarter(entry.from), endTime: quarter(Math.min(95, entry.from + entry.length)) };
    if (times.startTime === times.endTime) continue;
    if (entry.kind === 'wholeDay') await kit.addTimeOff({ employeeId, fromDate: scenario.day, untilDate: scenario.day, reason: 'sick' });
    else if (entry.kind === 'part') await kit.addTimeOff({ employeeId, fromDate: scenario.day, untilDate: scenario.day, reason: 'training', ...times });
    else await kit.addTimeOff({ employeeId, kind: 'weekly', fromDate: '2027-01-01', untilDate: null, weekdays: [WEEKDAY_OF[scenario.day]], reason: 'break', ...times });
  }
  const grid = gridOf(scenario.day);
  for (const booking of scenario.bookings) {
    const employee = staff[booking.employee];
    const service = services[booking.service];
    const start = grid[booking.start % grid.length];
    // Some are refused (outside hours, over another): the ones that go in are the busy times.
    if (employee && service && start !== undefined) await kit.book([{ serviceId: service.id, employeeId: employee.id, startsAt: new Date(start).toISOString() }]);
  }
  return { services: scenario.bothServices ? services : services.slice(0, 1), staff, grid };
}

describe('availability equals what creation accepts', () => {
  it('for random schedules, time off, buffers and bookings, across both clock changes', async () => {
    let offeredSeen = 0;
    let refusedSeen = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const { services, staff, grid } = await setUp(scenario);
        const availability: Availability = await kit.availability(scenario.day, services);
        // Both perform every service of the run (and no one else does); listed by name.
        expect(availability.employees.map((employee) => employee.id)).toEqual(staff.map((employee) => employee.id));
        const offered = new Map(availability.slots.map((slot) => [Date.parse(slot.startsAt), new Set(slot.employeeIds)]));
        // Every offer is a reading of the grid.
        for (const start of offered.keys()) expect(grid).toContain(start);

        const viaHttp: { offered?: { start: number; employee: Employee }; refused: Array<{ start: number; employee: Employee }> } = { refused: [] };
        for (const employee of staff) {
          for (const start of grid) {
            const isOffered = offered.get(start)?.has(employee.id) ?? false;
            const accepted = await creationAccepts(itemsAt(start, services, employee));
            if (accepted !== isOffered) throw new Error(`${employee.firstName} at ${new Date(start).toISOString()}: offered ${isOffered}, creation accepts ${accepted}`);
            if (isOffered) viaHttp.offered ??= { start, employee };
            else if (viaHttp.refused.length < 2 && start % 3 === run % 3) viaHttp.refused.push({ start, employee });
          }
        }

        // And through POST /bookings itself: refused starts first (they change nothing), then one offered.
        for (const { start, employee } of viaHttp.refused) {
          const response = await kit.book(itemsAt(start, services, employee));
          expect(response.statusCode).toBe(409);
          refusedSeen += 1;
        }
        if (viaHttp.offered) {
          const startsAt = new Date(viaHttp.offered.start).toISOString();
          const response = await kit.book(itemsAt(viaHttp.offered.start, services, viaHttp.offered.employee));
          if (response.statusCode !== 201 || dataOf<{ startsAt: string }>(response).startsAt !== startsAt) throw new Error(`Offered ${startsAt} was not booked: ${response.body}`);
          offeredSeen += 1;
        }
      }),
      { numRuns: 8, seed: Number(process.env.SCHEDULE_SEED ?? 20270328) },
    );
    // The runs were not all empty days: both kinds went through HTTP.
    expect(offeredSeen).toBeGreaterThan(0);
    expect(refusedSeen).toBeGreaterThan(0);
  }, 120_000);
});
