import type { Availability, Employee, Service } from '@nail-or-never/shared/schemas';
import { dataOf, errorOf } from '../../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../../support/testApp';
import { dayIn } from '../../../src/features/general/contact/salonClock';
import { everyDay, scheduleKit, type ScheduleKit } from './scheduleTestKit';

let testApp: TestApp;
let kit: ScheduleKit;
let manicure: Service;
let polish: Service;
let maya: Employee;
let sam: Employee;

// 2027-03-23 is a Tuesday; Amsterdam is UTC+1 then (09:00 there is 08:00Z).
const DAY = '2027-03-23';
const at = (time: string) => `${DAY}T${time}:00+01:00`;
const who = (availability: Availability, time: string) => availability.slots.find((slot) => slot.time === time)?.employeeIds ?? [];

beforeEach(async () => {
  testApp = await startTestApp();
  kit = scheduleKit(testApp);
  await kit.salon('Europe/Amsterdam', everyDay('09:00', '18:00'), [{ date: '2027-03-25', note: 'Inventory' }]);
  manicure = await kit.service('Gel manicure', 45, 15);
  polish = await kit.service('Quick polish', 30);
  maya = await kit.employee('Maya', [manicure, polish], everyDay('09:00', '18:00'));
  sam = await kit.employee('Sam', [manicure], everyDay('12:00', '18:00'));
  await kit.employee('Off', [manicure, polish], everyDay('09:00', '18:00'), { bookable: false });
});

afterEach(async () => {
  await testApp.close();
});

describe('GET /bookings/availability', () => {
  it('offers every 15 minutes in which the service fits, with who is free; the buffer may run past closing', async () => {
    const availability = await kit.availability(DAY, [manicure]);
    expect(availability.employees).toEqual([
      { id: maya.id, name: 'Maya Tester' },
      { id: sam.id, name: 'Sam Tester' },
    ]);
    expect(availability.durationMinutes).toBe(45);
    expect(availability.slots[0]).toEqual({ startsAt: '2027-03-23T08:00:00.000Z', time: '09:00', employeeIds: [maya.id] });
    expect(who(availability, '12:00')).toEqual([maya.id, sam.id]);
    expect(availability.slots.at(-1)?.time).toBe('17:15');
    expect(availability.slots).toHaveLength(34);
  });

  it('keeps each booking\u2019s buffer free, and creation refuses the same starts', async () => {
    const first = await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: at('10:00') }]);
    expect(first.statusCode).toBe(201);
    const availability = await kit.availability(DAY, [manicure], maya);
    const offered = availability.slots.map((slot) => slot.time);
    // 09:00 ends 09:45, cleaned up by 10:00: touches. 10:00–11:00 is the booking and its clean-up.
    expect(offered).toContain('09:00');
    for (const time of ['09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45']) expect(offered).not.toContain(time);
    expect(offered).toContain('11:00');

    const inBuffer = await kit.book([{ serviceId: polish.id, employeeId: maya.id, startsAt: at('10:45') }]);
    expect(inBuffer.statusCode).toBe(409);
    expect(errorOf(inBuffer).message).toBe(`Maya Tester already has Gel manicure for Ana Silva from 10:00 on ${DAY} to 10:45 and 15 minutes to clean up (booking ${dataOf<{ id: number }>(first).id}).`);
    const overMine = await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: at('09:15') }]);
    expect(overMine.statusCode).toBe(409);
    expect((await kit.book([{ serviceId: polish.id, employeeId: maya.id, startsAt: at('11:00') }])).statusCode).toBe(201);
  });

  it('places several services back to back with each buffer between, and creation accepts the same placement', async () => {
    const availability = await kit.availability(DAY, [manicure, polish]);
    // Only Maya performs both; 45 + 15 + 30 minutes, so the last start is 16:30.
    expect(availability.employees).toEqual([{ id: maya.id, name: 'Maya Tester' }]);
    expect(availability.durationMinutes).toBe(90);
    expect(availability.slots.at(-1)?.time).toBe('16:30');
    const created = await kit.book([
      { serviceId: manicure.id, employeeId: maya.id, startsAt: at('16:30') },
      { serviceId: polish.id, employeeId: maya.id, startsAt: at('17:30') },
    ]);
    expect(created.statusCode).toBe(201);
    // Without the clean-up between them, the booking is refused as two services at once.
    const squeezed = await kit.book([
      { serviceId: manicure.id, employeeId: maya.id, startsAt: at('09:00') },
      { serviceId: polish.id, employeeId: maya.id, startsAt: at('09:45') },
    ]);
    expect(squeezed.statusCode).toBe(409);
    expect(errorOf(squeezed).message).toBe('Maya Tester cannot do Gel manicure and Quick polish at the same time in this booking.');
  });

  it('an employee\u2019s time off removes her from the offers; a closing day and a past day offer nothing', async () => {
    await kit.addTimeOff({ employeeId: maya.id, fromDate: DAY, untilDate: DAY });
    const away = await kit.availability(DAY, [manicure]);
    expect(away.slots.every((slot) => !slot.employeeIds.includes(maya.id))).toBe(true);
    expect(away.slots[0]?.time).toBe('12:00');

    expect((await kit.availability('2027-03-25', [manicure])).slots).toEqual([]);
    const past = await kit.availability('2020-03-24', [manicure]);
    expect(past.slots).toEqual([]);
    expect(past.employees).toHaveLength(2);
  });

  it('follows the salon’s clock across both changes: the spring gap is offered once, as 03:00; the autumn hour once', async () => {
    await kit.salon('Europe/Amsterdam', everyDay('00:00', '24:00'));
    const night = await kit.employee('Night', [polish], everyDay('00:00', '24:00'));
    const spring = await kit.availability('2027-03-28', [polish], night);
    expect(spring.slots.map((slot) => slot.time)).not.toContain('02:00');
    expect(spring.slots.find((slot) => slot.time === '03:00')?.startsAt).toBe('2027-03-28T01:00:00.000Z');
    expect(spring.slots.find((slot) => slot.time === '01:45')?.startsAt).toBe('2027-03-28T00:45:00.000Z');
    // A 23-hour day: 92 readings, of which the 91 up to 23:30 leave room for a 30-minute service.
    expect(spring.slots).toHaveLength(91);
    const autumn = await kit.availability('2027-10-31', [polish], night);
    expect(autumn.slots.filter((slot) => slot.time.startsWith('02:')).map((slot) => slot.startsAt)).toEqual([
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T00:15:00.000Z',
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T00:45:00.000Z',
    ]);
    expect(autumn.slots.find((slot) => slot.time === '03:00')?.startsAt).toBe('2027-10-31T02:00:00.000Z');
    // Booking the offered 03:00 in spring is accepted, at that instant.
    expect((await kit.book([{ serviceId: polish.id, employeeId: night.id, startsAt: '2027-03-28T01:00:00Z' }])).statusCode).toBe(201);
  });

  it('today offers only times still ahead', async () => {
    await kit.salon('Europe/Amsterdam', everyDay('00:00', '24:00'));
    await kit.employee('Night', [polish], everyDay('00:00', '24:00'));
    const today = dayIn('Europe/Amsterdam');
    const before = Date.now();
    const availability = await kit.availability(today, [polish]);
    expect(availability.slots.every((slot) => Date.parse(slot.startsAt) >= before - 60_000)).toBe(true);
    expect(availability.slots.length).toBeLessThan(96);
  });

  it('one employee, anyone, and plain refusals for unknown services', async () => {
    expect((await kit.availability(DAY, [manicure], sam)).slots[0]).toMatchObject({ time: '12:00', employeeIds: [sam.id] });
    expect((await kit.availability(DAY, [polish], sam)).employees).toEqual([]);
    const unknown = await kit.api.get(`/bookings/availability?date=${DAY}&services=999`);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({ message: 'A chosen service does not exist or is no longer offered.', errors: { services: 'Choose services that are offered.' } });
    const malformed = await kit.api.get(`/bookings/availability?date=${DAY}&services=1,,2`);
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).errors).toEqual({ services: 'Choose at least one service (ids separated by commas).' });
  });
});
