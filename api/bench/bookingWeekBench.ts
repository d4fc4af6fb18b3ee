/**
 * The week a calendar reads: `GET /bookings/range` and `GET /bookings/calendar` (packed) for a week with 500 bookings (10 employees),
 * on SQLite and on PostgreSQL (a throw-away cluster). Figures: the answer's size as sent (with and
 * without `Accept-Encoding: gzip`) and the server's CPU time per request (process.cpuUsage around
 * Fastify's inject, one request at a time: routing, token, validation, the queries, serialising
 * and compressing), median and p95 of ROUNDS.
 *   npx tsx api/bench/bookingWeekBench.ts      (part of `npm run bench`)
 */
import os from 'node:os';
import { sql } from 'kysely';
import { createAdministrator } from '../src/features/auth/administrators';
import { percentile, withBenchApp, type BenchApp } from './benchApp';

const BOOKINGS = 500;
const EMPLOYEES = 10;
const ROUNDS = 60;
const BUDGET = { bytes: 60 * 1024, cpuMs: 2 } as const;
const ADMIN = { username: 'bench', password: 'bench-password-123' };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const everyDay = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '08:00', end: '22:00' }]]));

type App = BenchApp;

/** A Monday far enough ahead that every booking is in the future whatever today is. */
const MONDAY = (() => {
  const now = new Date();
  const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday + 14);
})();

async function call<T>(app: App, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<T> {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `JWT ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

/** A salon open every day 08:00–22:00 UTC, three services, ten employees who do all of them, 500 bookings of one or two services. */
async function seed(app: App): Promise<string> {
  await createAdministrator(app.db, ADMIN.username, ADMIN.password);
  const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: ADMIN });
  const token = login.json<{ data: { token: string } }>().data.token;
  const contact = await call<Record<string, unknown>>(app, token, 'GET', '/contact');
  await call(app, token, 'PUT', '/contact', { ...contact, openingHours: everyDay, timeZone: 'UTC' });
  // Service groups are created with a form (they may carry a picture).
  const boundary = 'bench-boundary';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/services-parent',
    headers: { authorization: `JWT ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nNails\r\n--${boundary}--\r\n`,
  });
  const group = created.json<{ data: { id: number } }>().data;
  const services = [];
  for (const [index, name] of ['Gel manicure', 'Classic pedicure', 'Nail art'].entries()) {
    services.push(await call<{ id: number }>(app, token, 'POST', '/services', { parentId: group.id, name, durationMinutes: 30, priceType: 'fixed', price: 30 + index * 5, displayOrder: index + 1 }));
  }
  const employees = [];
  for (let index = 0; index < EMPLOYEES; index += 1) {
    employees.push(
      await call<{ id: number }>(app, token, 'POST', '/employees', {
        firstName: `Employee${index + 1}`,
        lastName: 'Bench',
        jobTitle: 'Nail technician',
        email: `employee${index + 1}@salon.example`,
        phone: '',
        bio: '',
        calendarColor: '#336699',
        serviceIds: services.map((service) => service.id),
        weeklyHours: everyDay,
        bookable: true,
        active: true,
        startDate: null,
      }),
    );
  }
  // Hour slots: employee × day × 08:00…21:00; a booking has one service, every third one two back to back.
  let made = 0;
  for (let hour = 0; hour < 14 && made < BOOKINGS; hour += 1) {
    for (let day = 0; day < 7 && made < BOOKINGS; day += 1) {
      for (const [employeeIndex, employee] of employees.entries()) {
        if (made >= BOOKINGS) break;
        const start = MONDAY + day * 86_400_000 + (8 + hour) * 3_600_000;
        const service = services[(made + employeeIndex) % services.length]!;
        const second = services[(made + employeeIndex + 1) % services.length]!;
        const items = [{ serviceId: service.id, employeeId: employee.id, startsAt: new Date(start).toISOString() }];
        if (made % 3 === 0) items.push({ serviceId: second.id, employeeId: employee.id, startsAt: new Date(start + 30 * 60_000).toISOString() });
        await call(app, token, 'POST', '/bookings', {
          customerName: `Client ${made + 1} Lastname`,
          customerPhone: `+31 6 ${String(10_000_000 + made)}`,
          customerEmail: made % 4 === 0 ? `client${made + 1}@example.test` : '',
          items,
          source: 'phone',
          notes: made % 5 === 0 ? 'Prefers pastel colours.' : '',
        });
        made += 1;
      }
    }
  }
  return token;
}

/** The records as every other route returns them; the calendar's packed answer after a booking changed, and again with nothing changed (served from memory). */
const READS = [
  { route: '/bookings/range', label: '/bookings/range', changeFirst: false },
  { route: '/bookings/calendar', label: '/bookings/calendar, after a change', changeFirst: true },
  { route: '/bookings/calendar', label: '/bookings/calendar, unchanged', changeFirst: false },
] as const;

interface Row {
  database: string;
  read: (typeof READS)[number]['label'];
  encoding: 'gzip' | 'identity';
  bytes: number;
  cpuP50: number;
  cpuP95: number;
}

async function measure(app: App, token: string, database: string): Promise<Row[]> {
  const query = new URLSearchParams({ from: new Date(MONDAY).toISOString(), to: new Date(MONDAY + 7 * 86_400_000).toISOString() });
  const rows: Row[] = [];
  for (const { route, label, changeFirst } of READS) for (const encoding of ['identity', 'gzip'] as const) {
    const cpu: number[] = [];
    let bytes = 0;
    for (let round = 0; round <= ROUNDS; round += 1) {
      // One booking of the week changed (outside the timing), as a front desk's change does: its
      // notes here, by SQL, so the triggers note it whoever writes.
      if (changeFirst) await sql`update bookings set notes = ${`Changed in round ${round}.`}, version = version + 1 where id = (select min(id) from bookings)`.execute(app.db);
      const before = process.cpuUsage();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1${route}?${query.toString()}`,
        headers: { authorization: `JWT ${token}`, 'accept-encoding': encoding },
      });
      const used = process.cpuUsage(before);
      if (response.statusCode !== 200) throw new Error(`GET ${route} answered ${response.statusCode}: ${response.body}`);
      bytes = response.rawPayload.byteLength;
      // The first round warms the statement caches and the serialisers.
      if (round > 0) cpu.push((used.user + used.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    rows.push({ database, read: label, encoding, bytes, cpuP50: percentile(cpu, 50), cpuP95: percentile(cpu, 95) });
  }
  return rows;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const [database, kind] of [['SQLite', 'sqlite'], ['PostgreSQL', 'postgres']] as const) {
    rows.push(...(await withBenchApp('week', kind, async (app) => measure(app, await seed(app), database))));
  }
  console.log(
    `The week a calendar reads with ${BOOKINGS} bookings (${EMPLOYEES} employees), server CPU per request (inject, one at a time, ${ROUNDS} rounds), ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}); budget ≤ ${BUDGET.bytes / 1024} KB and ≤ ${BUDGET.cpuMs} ms CPU:\n`,
  );
  console.log('| database | read | encoding | answer KB | CPU p50 ms | CPU p95 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.database} | ${row.read} | ${row.encoding} | ${(row.bytes / 1024).toFixed(1)} | ${row.cpuP50.toFixed(2)} | ${row.cpuP95.toFixed(2)} |`);
  console.log(
    '\n`/bookings/range`: the records as every other route returns them. `/bookings/calendar`: what the calendar reads, the same records packed; "after a change" is the first read once any booking changed, "unchanged" every later read of that week (from memory until the next change).',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
