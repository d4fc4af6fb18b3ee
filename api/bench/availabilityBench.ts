/**
 * Free times for one day (issue 24): the server time of `GET /bookings/availability` with 20
 * employees who all perform 3 services (with buffers), weekly lunch breaks and a holiday, and 500
 * bookings in the week, p50 and p95, on SQLite and on PostgreSQL (a throw-away cluster).
 *   npx tsx api/bench/availabilityBench.ts      (part of `npm run bench`)
 * Requests go through Fastify's inject, one at a time, so the figure is the server's own time with
 * no network in it. The week is in the future (the app's clock decides which starts are past) and
 * holds Amsterdam's spring clock change. The result is a Markdown table on stdout.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { nowIso } from '../src/db/columns';
import { createAdministrator } from '../src/features/auth/administrators';
import { percentile, withBenchApp, type BenchApp } from './benchApp';
import { firstInstantAt } from '../src/features/general/contact/firstInstantAt';
import { addDays } from '../src/features/general/contact/salonClock';
import { multipartBody } from '../test/catalog/catalogTestKit';

type App = BenchApp;

const EMPLOYEES = 20;
const BOOKINGS = 500;
const ROUNDS = 60;
const BUDGET_P95_MS = 20;
const ADMIN = { username: 'bench', password: 'bench-password-123' };
const TIME_ZONE = 'Europe/Amsterdam';
/** Monday of the week; Sunday the 28th is the spring clock change. */
const MONDAY = '2027-03-22';
const DAY = '2027-03-24';
const WORKING_DAYS = 6;
const hours = (start: string, end: string) => {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: [] };
};

interface Seeded {
  token: string;
  serviceIds: number[];
  employeeIds: number[];
}

async function seed(app: App): Promise<Seeded> {
  await createAdministrator(app.db, ADMIN.username, ADMIN.password);
  const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: ADMIN });
  const token = login.json<{ data: { token: string } }>().data.token;
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const response = await app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `JWT ${token}` }, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const contact = await call<Record<string, unknown>>('GET', '/contact');
  await call('PUT', '/contact', { ...contact, openingHours: hours('09:00', '19:00'), closures: [], timeZone: TIME_ZONE });
  const form = await multipartBody({ name: 'Hands' });
  const group = await app.inject({ method: 'POST', url: '/api/v1/services-parent', headers: { authorization: `JWT ${token}`, ...form.headers }, payload: form.payload });
  const groupId = group.json<{ data: { id: number } }>().data.id;
  const services = [
    await call<{ id: number }>('POST', '/services', { parentId: groupId, name: 'Gel manicure', durationMinutes: 45, bufferMinutes: 15, priceType: 'fixed', price: 35 }),
    await call<{ id: number }>('POST', '/services', { parentId: groupId, name: 'Quick polish', durationMinutes: 30, bufferMinutes: 5, priceType: 'fixed', price: 20 }),
    await call<{ id: number }>('POST', '/services', { parentId: groupId, name: 'Nail art', durationMinutes: 30, bufferMinutes: 0, priceType: 'from', price: 10 }),
  ];
  const serviceIds = services.map((service) => service.id);
  const employeeIds: number[] = [];
  for (let n = 0; n < EMPLOYEES; n += 1) {
    const employee = await call<{ id: number }>('POST', '/employees', {
      firstName: `Staff${n}`,
      lastName: 'Bench',
      jobTitle: 'Nail technician',
      email: `staff${n}@bench.example`,
      phone: '',
      bio: '',
      calendarColor: '#336699',
      serviceIds,
      weeklyHours: n % 2 === 0 ? hours('09:00', '17:00') : hours('11:00', '19:00'),
      bookable: true,
      active: true,
      startDate: null,
    });
    employeeIds.push(employee.id);
    await call('POST', '/time-off', { employeeId: employee.id, reason: 'break', note: '', kind: 'weekly', fromDate: '2027-01-04', untilDate: null, startTime: n % 2 === 0 ? '12:30' : '14:30', endTime: n % 2 === 0 ? '13:00' : '15:00', weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] });
  }
  await call('POST', '/time-off', { employeeId: employeeIds[3], reason: 'holiday', note: '', kind: 'once', fromDate: MONDAY, untilDate: addDays(MONDAY, 4), startTime: null, endTime: null, weekdays: [] });

  // The week's bookings straight into the tables, each employee's a day apart by a service and its buffer.
  const first = await call<{ id: number; clientId: number }>('POST', '/bookings', {
    customerName: 'Ana Silva',
    customerPhone: '+31 6 12345678',
    customerEmail: '',
    items: [{ serviceId: serviceIds[1], employeeId: employeeIds[0], startsAt: new Date(firstInstantAt(TIME_ZONE, addDays(MONDAY, 5), 16 * 60)).toISOString() }],
    source: 'phone',
    notes: '',
  });
  const now = nowIso();
  let made = 1;
  for (let slot = 0; made < BOOKINGS; slot += 1) {
    const employeeIndex = slot % EMPLOYEES;
    const dayIndex = Math.floor(slot / EMPLOYEES) % WORKING_DAYS;
    const turn = Math.floor(slot / (EMPLOYEES * WORKING_DAYS));
    const startMinutes = (employeeIndex % 2 === 0 ? 9 * 60 : 11 * 60) + turn * 75 + (employeeIndex % 3) * 15;
    const startsAt = firstInstantAt(TIME_ZONE, addDays(MONDAY, dayIndex), startMinutes);
    const endsAt = startsAt + 45 * 60_000;
    const booking = await app.db
      .insertInto('bookings')
      .values({ clientId: first.clientId, customerName: 'Ana Silva', customerNameKey: 'ana silva', customerPhone: '+31612345678', customerEmail: '', status: 'confirmed', source: 'phone', notes: '', cancelReason: '', overlapOverride: 0, overrideReason: '', startsAt, endsAt, createdBy: 'bench', createdAt: now, updatedAt: now, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('bookingItems')
      .values({ bookingId: booking.id, serviceId: serviceIds[0] ?? 0, serviceName: 'Gel manicure', employeeId: employeeIds[employeeIndex] ?? 0, startsAt, endsAt, durationMinutes: 45, priceCents: 3_500, position: 0 })
      .execute();
    made += 1;
  }
  return { token, serviceIds, employeeIds };
}


interface Row {
  database: string;
  kind: string;
  p50: number;
  p95: number;
  /** The API process's own CPU time (on PostgreSQL the database server's is not in it). */
  cpuP50: number;
  cpuP95: number;
  slots: number;
}

async function measure(app: App, database: string, seeded: Seeded): Promise<Row[]> {
  const kinds = [
    { kind: 'anyone, 3 services', query: `date=${DAY}&services=${seeded.serviceIds.join(',')}` },
    { kind: 'anyone, 1 service', query: `date=${DAY}&services=${seeded.serviceIds[0]}` },
    { kind: 'one employee, 3 services', query: `date=${DAY}&services=${seeded.serviceIds.join(',')}&employee=${seeded.employeeIds[4]}` },
  ];
  const rows: Row[] = [];
  for (const { kind, query } of kinds) {
    const timings: number[] = [];
    const cpu: number[] = [];
    let slots = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const response = await app.inject({ method: 'GET', url: `/api/v1/bookings/availability?${query}`, headers: { authorization: `JWT ${seeded.token}` } });
      const used = process.cpuUsage(cpuStarted);
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`availability answered ${response.statusCode}: ${response.body}`);
      // The first rounds warm the statement caches and the pages.
      if (round >= 5) {
        timings.push(elapsed);
        cpu.push((used.user + used.system) / 1000);
      } else slots = response.json<{ data: { slots: unknown[] } }>().data.slots.length;
    }
    timings.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    rows.push({ database, kind, p50: percentile(timings, 50), p95: percentile(timings, 95), cpuP50: percentile(cpu, 50), cpuP95: percentile(cpu, 95), slots });
  }
  return rows;
}

const onSqlite = (): Promise<Row[]> => withBenchApp('availability', 'sqlite', async (app) => measure(app, 'SQLite', await seed(app)));

const onPostgres = (): Promise<Row[]> =>
  withBenchApp('availability', 'postgres', async (app) => {
    const seeded = await seed(app);
    await sql`analyze`.execute(app.db);
    return measure(app, 'PostgreSQL', seeded);
  });

async function main(): Promise<void> {
  const rows = [...(await onSqlite()), ...(await onPostgres())];
  console.log(
    `GET /api/v1/bookings/availability for ${DAY}: ${EMPLOYEES} employees, 3 services with buffers, lunch breaks and a holiday, ${BOOKINGS} bookings in the week; server time (inject, one request at a time, ${ROUNDS - 5} rounds), ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}); budget p95 ≤ ${BUDGET_P95_MS} ms:\n`,
  );
  console.log('| database | query | p50 ms | p95 ms | API CPU p50 ms | API CPU p95 ms | slots offered |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.database} | ${row.kind} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.cpuP50.toFixed(1)} | ${row.cpuP95.toFixed(1)} | ${row.slots} |`);
  const worst = Math.max(...rows.map((row) => row.p95));
  console.log(`\nWorst p95: ${worst.toFixed(1)} ms (${worst <= BUDGET_P95_MS ? 'within' : 'OVER'} the ${BUDGET_P95_MS} ms budget).`);
  // Wall time on a loaded machine is mostly waiting for a core: the CPU figure says what the request costs.
  if (worst > BUDGET_P95_MS && (os.loadavg()[0] ?? 0) > os.cpus().length) console.log(`The machine was loaded (load average above its ${os.cpus().length} cores): compare the CPU columns, or run again on a quiet machine.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
