/**
 * A week's range read in a salon with five years of history: 50 bookings a day (one service each,
 * five employees), about 91,000 bookings, written straight into the tables with the migrations
 * applied, on SQLite (a temp file) and PostgreSQL (a throw-away cluster). Figures: the median time of
 * `bookingRepository.range` for the last week (the calendar's read) and of `readBusyItems` for one
 * employee's day (what the schedule check and availability read), each with the bound on the start
 * the longest stored span gives (migration 022) and without it: the same statement with the stored
 * span set to a century, so the index is read from the first booking ever, as before the bound.
 *   npx tsx api/bench/bookingRangeBench.ts      (part of `npm run bench`)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { bookingRepository } from '../src/features/general/bookings/bookingRepository';
import { readBusyItems } from '../src/features/general/bookings/schedule/scheduleReads';
import { startPostgresCluster } from '../test/support/postgresCluster';
import { percentile } from './benchApp';

const DAYS = 5 * 365;
const PER_DAY = 50;
const EMPLOYEES = 5;
const ROUNDS = 200;
const BATCH = 500;
const DAY = 86_400_000;
const MINUTE = 60_000;
const FIRST_DAY = Date.UTC(2021, 0, 4);
/** The last whole week of the history: the calendar reads near its end, the worst place for an unbounded scan. */
const WEEK = { from: FIRST_DAY + (DAYS - 7) * DAY, to: FIRST_DAY + DAYS * DAY };
const CENTURY = 100 * 365 * DAY;

async function seed(db: Kysely<Database>): Promise<number[]> {
  const client = await sql<{ id: number }>`insert into clients (first_name, sort_name, search_text, match_key, created_at, updated_at) values ('Ana', 'ana', 'ana', 'ana|', 'x', 'x') returning id`.execute(db);
  const clientId = client.rows[0]?.id ?? 0;
  const employees: number[] = [];
  for (let index = 0; index < EMPLOYEES; index += 1) {
    const row = await db
      .insertInto('employees')
      .values({
        firstName: `Employee${index + 1}`,
        lastName: 'Bench',
        nameKey: `employee${index + 1} bench`,
        jobTitle: 'Nail technician',
        email: `employee${index + 1}@salon.example`,
        emailKey: `employee${index + 1}@salon.example`,
        phone: '',
        bio: '',
        calendarColor: '#336699',
        weeklyHours: '{}',
        bookable: 1,
        active: 1,
        startDate: null,
        createdAt: 'x',
        updatedAt: 'x',
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    employees.push(row.id);
  }
  // Each employee ten visits a day from 09:00, 45 minutes each; ids follow the starts, as bookings made ahead do.
  const slots = Array.from({ length: DAYS * PER_DAY }, (_, index) => {
    const day = Math.floor(index / PER_DAY);
    const slot = index % PER_DAY;
    const startsAt = FIRST_DAY + day * DAY + 9 * 60 * MINUTE + Math.floor(slot / EMPLOYEES) * 45 * MINUTE;
    return { startsAt, endsAt: startsAt + 45 * MINUTE, employeeId: employees[slot % EMPLOYEES] ?? 0 };
  });
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < slots.length; first += BATCH) {
      const batch = slots.slice(first, first + BATCH);
      const ids = await trx
        .insertInto('bookings')
        .values(
          batch.map((slot, index) => ({
            clientId,
            customerName: `Client ${first + index}`,
            customerNameKey: `client ${first + index}`,
            customerPhone: '',
            customerEmail: '',
            status: 'completed',
            source: 'phone',
            notes: '',
            cancelReason: '',
            overlapOverride: 0,
            overrideReason: '',
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            createdBy: 'bench',
            createdAt: 'x',
            updatedAt: 'x',
            version: 1,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('bookingItems')
        .values(
          batch.map((slot, index) => ({
            bookingId: ids[index]?.id ?? 0,
            serviceId: null,
            serviceName: 'Gel manicure',
            employeeId: slot.employeeId,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            durationMinutes: 45,
            priceCents: 3000,
            position: 0,
          })),
        )
        .execute();
    }
  });
  return employees;
}

interface Row {
  database: string;
  read: string;
  rows: number;
  bounded: number;
  unbounded: number;
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

async function measure(handle: DatabaseHandle, database: string): Promise<Row[]> {
  const { db } = handle;
  await migrateToLatest(db, handle.dialect);
  const employees = await seed(db);
  if (handle.dialect === 'postgres') await sql`analyze`.execute(db);
  const spans = await sql<{ bookingsMs: number | string }>`select bookings_ms from booking_spans where id = 1`.execute(db);
  const longest = Number(spans.rows[0]?.bookingsMs);
  const week = { from: new Date(WEEK.from).toISOString(), to: new Date(WEEK.to).toISOString() };
  const day = { startsAt: WEEK.from + 2 * DAY, endsAt: WEEK.from + 3 * DAY };
  const reads = [
    { read: 'bookingRepository.range, a week', run: async () => (await bookingRepository.range(db, week)).length },
    { read: 'readBusyItems, one employee, a day', run: async () => (await readBusyItems(db, [employees[0] ?? 0], day, null)).get(employees[0] ?? 0)?.length ?? 0 },
  ];
  const rows: Row[] = [];
  for (const { read, run } of reads) {
    const count = await run();
    const bounded = await median(run);
    await sql`update booking_spans set bookings_ms = ${CENTURY}, booking_items_ms = ${CENTURY} where id = 1`.execute(db);
    if ((await run()) !== count) throw new Error(`${read}: the unbounded read found other rows`);
    const unbounded = await median(run);
    await sql`update booking_spans set bookings_ms = ${longest}, booking_items_ms = ${longest} where id = 1`.execute(db);
    rows.push({ database, read, rows: count, bounded, unbounded });
  }
  return rows;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-range-bench-'));
  try {
    const sqlite = createDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'bench.db') });
    try {
      rows.push(...(await measure(sqlite, 'SQLite')));
    } finally {
      await sqlite.db.destroy();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster();
  try {
    const postgres = createDatabase({ dialect: 'postgres', url: cluster.url });
    try {
      rows.push(...(await measure(postgres, 'PostgreSQL')));
    } finally {
      await postgres.db.destroy();
    }
  } finally {
    cluster.stop();
  }
  console.log(
    `Range reads over ${(DAYS * PER_DAY).toLocaleString('en')} bookings (5 years, ${PER_DAY} a day, ${EMPLOYEES} employees), median of ${ROUNDS} runs, ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}):\n`,
  );
  console.log('| database | read | rows | with the start bound ms | without ms |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.database} | ${row.read} | ${row.rows} | ${row.bounded.toFixed(2)} | ${row.unbounded.toFixed(2)} |`);
  console.log('\n"Without": the same statements with the stored longest span set to a century, so the index on the start is read from the first booking, as before migration 022.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
