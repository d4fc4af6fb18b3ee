/**
 * Client search over 50,000 clients: the server time of `GET /clients?q=…` (routing, token,
 * validation, both queries, JSON), p50 and p95 per kind of query, on SQLite and on PostgreSQL (a
 * throw-away cluster, with and without the pg_trgm index, as a server without the extension has).
 *   npx tsx api/bench/clientSearchBench.ts      (part of `npm run bench`)
 * Requests go through Fastify's inject, one at a time, so the figure is the server's own time with
 * no network or load generator in it. The result is a Markdown table on stdout.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { nowIso } from '../src/db/columns';
import { createAdministrator } from '../src/features/auth/administrators';
import { percentile, withBenchApp, type BenchApp } from './benchApp';
import { derivedColumns } from '../src/features/general/clients/clientRows';

const CLIENTS = 50_000;
const ROUNDS = 40;
const BUDGET_P95_MS = 30;
const ADMIN = { username: 'bench', password: 'bench-password-123' };

const FIRST = ['José', 'Ana', 'Maria', 'Zoë', 'Chloé', 'Emma', 'Sophie', 'Léa', 'Noor', 'Fatima', 'Anja', 'Ines', 'Julia', 'Sara', 'Eva', 'Lotte', 'Mila', 'Saar', 'Yara', 'Björn'];
const LAST = ['García', 'de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Müller', 'Dubois', 'Martín', 'Öztürk', 'El Amrani', 'Peeters', 'Janssens', 'Nowak', 'Silva', 'Rossi', 'Kowalski', 'Bos', 'Mulder', 'Dijkstra'];

/** The kinds of query the client field and the list send, each with its typed forms. */
const QUERIES: { kind: string; q: string[] }[] = [
  { kind: 'name part, accents folded', q: ['jose', 'garc', 'zoe', 'vries', 'ozturk'] },
  { kind: 'full name', q: ['ana bakker', 'chloe dubois', 'mila nowak'] },
  { kind: 'phone, national with spaces', q: ['06 12 34 56 78', '06 10 00 12 34', '06 1000 2'] },
  { kind: 'phone, E.164', q: ['+31612345678', '+31610001234'] },
  { kind: 'phone, no trunk 0', q: ['612345678', '610004321'] },
  { kind: 'e-mail part', q: ['client123@', 'example.test'] },
  { kind: 'no query, by last visit', q: [''] },
];

async function seed(app: BenchApp): Promise<void> {
  await createAdministrator(app.db, ADMIN.username, ADMIN.password);
  const now = nowIso();
  const batch = 500;
  for (let start = 0; start < CLIENTS; start += batch) {
    const rows = Array.from({ length: batch }, (_, offset) => {
      const n = start + offset;
      const person = {
        firstName: FIRST[n % FIRST.length] ?? 'Ana',
        lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Silva'}${n % 7 === 0 ? '' : ` ${n}`}`,
        phone: n === 4242 ? '06 12 34 56 78' : `06 ${String(10_000_000 + n).replace(/(\d{2})(\d{2})(\d{2})(\d{2})/, '$1 $2 $3 $4')}`,
        email: n % 3 === 0 ? `client${n}@example.test` : '',
      };
      return {
        ...person,
        ...derivedColumns(person, 'NL'),
        birthday: null,
        allergies: '',
        notes: '',
        tags: '[]',
        marketingConsent: 0,
        marketingConsentAt: null,
        erasedAt: null,
        lastVisitAt: n % 5 === 0 ? 0 : Date.UTC(2026, 0, 1) + n * 60_000,
        createdAt: now,
        updatedAt: now,
        version: 1,
      };
    });
    await app.db.insertInto('clients').values(rows).execute();
  }
}


interface Row {
  database: string;
  kind: string;
  p50: number;
  p95: number;
  hits: number;
}

async function measure(app: BenchApp, database: string): Promise<Row[]> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: ADMIN });
  const token = login.json<{ data: { token: string } }>().data.token;
  const rows: Row[] = [];
  for (const { kind, q } of QUERIES) {
    const timings: number[] = [];
    let hits = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const text of q) {
        const query = new URLSearchParams({ page: '1', limit: '20', sort: text === '' ? '-lastVisit' : 'name', ...(text ? { q: text } : {}) });
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/v1/clients?${query.toString()}`, headers: { authorization: `JWT ${token}` } });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`GET /clients?${query.toString()} answered ${response.statusCode}: ${response.body}`);
        // The first round warms the statement caches and the pages.
        if (round > 0) timings.push(elapsed);
        if (round === 0) hits += response.json<{ meta: { total: number } }>().meta.total;
      }
    }
    timings.sort((a, b) => a - b);
    rows.push({ database, kind, p50: percentile(timings, 50), p95: percentile(timings, 95), hits });
  }
  return rows;
}

const onSqlite = (): Promise<Row[]> =>
  withBenchApp('client', 'sqlite', async (app) => {
    await seed(app);
    return measure(app, 'SQLite');
  });

const onPostgres = (): Promise<Row[]> =>
  withBenchApp('client', 'postgres', async (app) => {
    await seed(app);
    await sql`analyze clients`.execute(app.db);
    const indexed = await sql<{ present: number }>`select count(*)::int as present from pg_indexes where indexname = 'clients_search_trgm'`.execute(app.db);
    const withIndex = await measure(app, indexed.rows[0]?.present ? 'PostgreSQL, pg_trgm index' : 'PostgreSQL (pg_trgm missing)');
    // As on a server where pg_trgm cannot be installed: the migration leaves the index out.
    await sql`drop index if exists clients_search_trgm`.execute(app.db);
    await sql`analyze clients`.execute(app.db);
    return [...withIndex, ...(await measure(app, 'PostgreSQL, no pg_trgm'))];
  });

async function main(): Promise<void> {
  const rows = [...(await onSqlite()), ...(await onPostgres())];
  console.log(`GET /api/v1/clients?q=…&limit=20 over ${CLIENTS.toLocaleString('en')} clients, server time (inject, one request at a time, ${ROUNDS - 1} rounds), ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}); budget p95 ≤ ${BUDGET_P95_MS} ms:\n`);
  console.log('| database | query | p50 ms | p95 ms | matches |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.database} | ${row.kind} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.hits} |`);
  const worst = Math.max(...rows.map((row) => row.p95));
  console.log(`\nWorst p95: ${worst.toFixed(1)} ms (${worst <= BUDGET_P95_MS ? 'within' : 'OVER'} the ${BUDGET_P95_MS} ms budget).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
