import type { Booking, Employee, Service, TimeOff, TimeOffBlock } from '@nail-or-never/shared/schemas';
import { dataOf, errorOf } from '../../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../../support/testApp';
import { call, personWithRole } from '../../team/teamTestKit';
import { everyDay, scheduleKit, type ScheduleKit, type TimeOffRequest } from './scheduleTestKit';

let testApp: TestApp;
let kit: ScheduleKit;
let manicure: Service;
let maya: Employee;

// Future dates (the app's clock is the real one): 2027-03-28 is the night Amsterdam moves to summer time.
beforeEach(async () => {
  testApp = await startTestApp();
  kit = scheduleKit(testApp);
  await kit.salon('Europe/Amsterdam', everyDay('09:00', '18:00'));
  manicure = await kit.service('Gel manicure', 45, 15);
  maya = await kit.employee('Maya', [manicure], everyDay('09:00', '18:00'));
});

afterEach(async () => {
  await testApp.close();
});

describe('time off', () => {
  it('adds, lists, changes with its version and removes time off', async () => {
    const holiday = await kit.addTimeOff({ employeeId: maya.id, fromDate: '2027-03-22', untilDate: '2027-03-26', note: 'Lisbon' });
    expect(holiday).toMatchObject({ employeeName: 'Maya Tester', reason: 'holiday', kind: 'once', fromDate: '2027-03-22', untilDate: '2027-03-26', weekdays: [], version: 1 });

    const lunch = await kit.addTimeOff({ employeeId: maya.id, reason: 'break', kind: 'weekly', fromDate: '2027-03-01', untilDate: null, startTime: '12:00', endTime: '12:30', weekdays: ['monday', 'friday'] });
    const listed = dataOf<TimeOff[]>(await kit.api.get(`/time-off?employeeId=${maya.id}&from=2027-03-01`));
    expect(listed.map((entry) => entry.id)).toEqual([lunch.id, holiday.id]);
    expect(dataOf<TimeOff[]>(await kit.api.get('/time-off?from=2027-03-27')).map((entry) => entry.id)).toEqual([lunch.id]);

    const changed = await kit.api.putJson('/time-off', { ...holiday, untilDate: '2027-03-29', version: 1 });
    expect(changed.statusCode).toBe(200);
    expect(dataOf<TimeOff>(changed)).toMatchObject({ untilDate: '2027-03-29', version: 2 });

    const stale = await kit.api.putJson('/time-off', { ...holiday, untilDate: '2027-03-30', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe('This time off was changed by someone else after you opened it. Reload it to see their changes, then make yours again.');

    expect((await kit.api.delete(`/time-off/${holiday.id}`)).statusCode).toBe(200);
    const gone = await kit.api.delete(`/time-off/${holiday.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(`No time off with id ${holiday.id} exists. It may have been deleted.`);
  });

  it.each([
    ['no reason', { reason: undefined }, 'reason', 'Choose why: holiday, sick, training or break.'],
    ['a last day before the first', { untilDate: '2027-03-21' }, 'untilDate', 'The last day must be on or after the first.'],
    ['only a start time', { startTime: '10:00' }, 'endTime', 'Enter both times, or neither for whole days.'],
    ['a weekly break without weekdays', { kind: 'weekly', untilDate: null, startTime: '12:00', endTime: '13:00' }, 'weekdays', 'Choose at least one weekday.'],
    ['an end before the start', { startTime: '14:00', endTime: '13:00' }, 'endTime', 'The end must be after the start.'],
    ['a date that does not exist', { fromDate: '2027-02-30' }, 'fromDate', 'This day does not exist.'],
  ])('refuses %s with 400 and the field message', async (_case, overrides, field, message) => {
    const response = await kit.timeOff({ employeeId: maya.id, fromDate: '2027-03-22', ...overrides } as TimeOffRequest);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.[field]).toBe(message);
  });

  it('refuses an employee that does not exist', async () => {
    const response = await kit.timeOff({ employeeId: 9999, fromDate: '2027-03-22' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ employeeId: 'Choose an employee from the list.' });
  });

  it('refuses time off over bookings of that employee, naming them, and takes it once they are cancelled', async () => {
    const first = dataOf<Booking>(await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-23T09:00:00Z' }]));
    await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-24T13:00:00Z' }], { customerName: 'Bo Lind', customerPhone: '+44 7700 900001' });

    const refused = await kit.timeOff({ employeeId: maya.id, fromDate: '2027-03-22', untilDate: '2027-03-26' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      `Maya Tester has 2 bookings in this time: Gel manicure for Ana Silva at 10:00 on 2027-03-23 (booking ${first.id}); Gel manicure for Bo Lind at 14:00 on 2027-03-24 (booking ${first.id + 1}). Move or cancel them first.`,
    );
    expect(dataOf<TimeOff[]>(await kit.api.get('/time-off?from=2027-01-01'))).toEqual([]);

    // The booking's clean-up (10:45–11:00) counts too: a break from 10:50 is refused, from 11:00 taken.
    const inBuffer = await kit.timeOff({ employeeId: maya.id, reason: 'break', fromDate: '2027-03-23', startTime: '10:50', endTime: '11:30' });
    expect(inBuffer.statusCode).toBe(409);
    expect((await kit.timeOff({ employeeId: maya.id, reason: 'break', fromDate: '2027-03-23', startTime: '11:00', endTime: '11:30' })).statusCode).toBe(201);

    for (const booking of [first.id, first.id + 1]) {
      const cancelled = await kit.api.postJson(`/bookings/${booking}/status`, { status: 'cancelled', version: 1, reason: 'Away' });
      expect(cancelled.statusCode).toBe(200);
    }
    expect((await kit.timeOff({ employeeId: maya.id, fromDate: '2027-03-22', untilDate: '2027-03-26' })).statusCode).toBe(201);
  });

  it('a weekly break refuses only the bookings on its weekdays and hours', async () => {
    // 2027-03-22 is a Monday; 12:00 in Amsterdam is 11:00 UTC before the clock change.
    await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-23T11:00:00Z' }]);
    const monday = await kit.timeOff({ employeeId: maya.id, reason: 'break', kind: 'weekly', fromDate: '2027-03-01', untilDate: null, startTime: '12:00', endTime: '13:00', weekdays: ['monday'] });
    expect(monday.statusCode).toBe(201);
    const tuesday = await kit.timeOff({ employeeId: maya.id, reason: 'break', kind: 'weekly', fromDate: '2027-03-01', untilDate: null, startTime: '12:00', endTime: '13:00', weekdays: ['tuesday'] });
    expect(tuesday.statusCode).toBe(409);
    expect(errorOf(tuesday).message).toMatch(/^Maya Tester has a booking in this time: Gel manicure for Ana Silva at 12:00 on 2027-03-23/);
  });

  it('refuses a booking in time off with the reason and the times on the salon clock', async () => {
    await kit.addTimeOff({ employeeId: maya.id, reason: 'sick', fromDate: '2027-03-23', startTime: '13:00', endTime: '18:00' });
    const refused = await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-23T13:00:00Z' }]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ message: 'Maya Tester is away (sick) from 13:00 on 2027-03-23 to 18:00 on 2027-03-23.', errors: { 'items.0.startsAt': 'The employee is away then.' } });
    await kit.addTimeOff({ employeeId: maya.id, reason: 'holiday', fromDate: '2027-03-29', untilDate: '2027-03-30' });
    const onHoliday = await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-30T09:00:00Z' }]);
    expect(errorOf(onHoliday).message).toBe('Maya Tester is away (holiday) from 00:00 on 2027-03-29 to 24:00 on 2027-03-30.');
    // Ends at 12:45 with its 15 minutes' clean-up until 13:00: touches, allowed.
    expect((await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-23T11:00:00Z' }])).statusCode).toBe(201);
    // Ends 12:50, cleaned up at 13:05: the clean-up is in the time off.
    expect((await kit.book([{ serviceId: manicure.id, employeeId: maya.id, startsAt: '2027-03-23T11:05:00Z' }], { overrideOverlap: true, overrideReason: 'VIP' })).statusCode).toBe(409);
  });

  it('unrolls blocks to instants on the salon clock across the spring clock change', async () => {
    await kit.addTimeOff({ employeeId: maya.id, reason: 'break', kind: 'weekly', fromDate: '2027-03-01', untilDate: '2027-04-30', startTime: '12:00', endTime: '12:30', weekdays: ['saturday', 'sunday', 'monday'] });
    await kit.addTimeOff({ employeeId: maya.id, reason: 'holiday', fromDate: '2027-03-27', untilDate: '2027-03-28', note: 'Weekend away' });
    const blocks = dataOf<TimeOffBlock[]>(await kit.api.get(`/time-off/blocks?from=2027-03-26T23:00:00Z&to=2027-03-29T22:00:00Z&employeeId=${maya.id}`));
    expect(blocks.map((block) => [block.reason, block.startsAt, block.endsAt])).toEqual([
      // Whole days: from Saturday's midnight (UTC+1) to Monday's (UTC+2), 47 hours.
      ['holiday', '2027-03-26T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
      ['break', '2027-03-27T11:00:00.000Z', '2027-03-27T11:30:00.000Z'],
      ['break', '2027-03-28T10:00:00.000Z', '2027-03-28T10:30:00.000Z'],
      ['break', '2027-03-29T10:00:00.000Z', '2027-03-29T10:30:00.000Z'],
    ]);
    // Autumn: the day the clocks go back has 25 hours, and a whole-day holiday covers them all.
    await kit.addTimeOff({ employeeId: maya.id, reason: 'training', fromDate: '2027-10-31', untilDate: '2027-10-31' });
    const autumn = dataOf<TimeOffBlock[]>(await kit.api.get('/time-off/blocks?from=2027-10-30T00:00:00Z&to=2027-11-02T00:00:00Z'));
    expect(autumn.map((block) => [block.startsAt, block.endsAt])).toEqual([['2027-10-30T22:00:00.000Z', '2027-10-31T23:00:00.000Z']]);
    const range = await kit.api.get('/time-off/blocks?from=2027-03-01T00:00:00Z&to=2027-05-01T00:00:00Z');
    expect(range.statusCode).toBe(400);
    expect(errorOf(range).errors).toEqual({ to: 'Ask for at most 42 days at once.' });
  });

  it('everyone reads time off; only owners and managers change it; the history records the change', async () => {
    const reception = await personWithRole(testApp, 'reception');
    const manager = await personWithRole(testApp, 'manager');
    const body = { employeeId: maya.id, reason: 'training', note: '', kind: 'once', fromDate: '2027-03-22', untilDate: '2027-03-22', startTime: null, endTime: null, weekdays: [] };
    expect((await call(testApp, 'POST', '/time-off', reception.token, body)).statusCode).toBe(403);
    const made = await call(testApp, 'POST', '/time-off', manager.token, body);
    expect(made.statusCode).toBe(201);
    expect((await call(testApp, 'GET', '/time-off?from=2027-01-01', reception.token)).json<{ data: TimeOff[] }>().data).toHaveLength(1);
    expect((await call(testApp, 'DELETE', `/time-off/${dataOf<TimeOff>(made).id}`, reception.token)).statusCode).toBe(403);
    const history = await kit.api.get(`/history/timeOff/${dataOf<TimeOff>(made).id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ data: Array<{ summary: string }> }>().data.map((entry) => entry.summary)).toEqual(['Time off added']);
  });
});
