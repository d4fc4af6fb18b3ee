/**
 * Catalogue performance on SQLite: the two list calls the admin makes most, with 10 000 services in
 * 50 groups, at 16 concurrent connections; and the time to accept a 5 MB photo (decode, strip,
 * thumbnail + display size, store, insert).
 *   npx tsx api/bench/catalogBench.ts
 * The server runs in a child process (its own event loop, a temporary data folder); the result is
 * a Markdown table on stdout.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { nowIso } from '../src/db/columns';
import { createAdministrator } from '../src/features/auth/administrators';

const CONCURRENCY = 16;
const DURATION_SECONDS = 5;
const GROUPS = 50;
const SERVICES = 10_000;
const UPLOADS = 5;
const PHOTO_BYTES = 5 * 1024 * 1024;
const ADMIN = { username: 'bench', password: 'bench-password-123' };

interface ServerReady {
  url: string;
  middleGroupId: number;
  galleryId: number;
}

/** Child process: the API on a fresh SQLite file, seeded straight through the database. */
async function serve(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-catalog-bench-'));
  // No flood limit: the load generator is one address sending many thousands of requests.
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(100_000_000) };
  const app = await buildApp({ ...loadConfig(env), staticSite: null });
  await createAdministrator(app.db, ADMIN.username, ADMIN.password);

  const now = nowIso();
  const groupIds = await app.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let group = 1; group <= GROUPS; group += 1) {
      const row = await trx
        .insertInto('serviceGroups')
        .values({ name: `Group ${group}`, nameKey: `group ${group}`, description: '', displayOrder: group, active: 1, serviceCount: SERVICES / GROUPS, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const perGroup = SERVICES / GROUPS;
    for (const [index, parentId] of ids.entries()) {
      const rows = Array.from({ length: perGroup }, (_, n) => ({
        parentId,
        name: `Service ${index + 1}-${n + 1}`,
        nameKey: `service ${index + 1}-${n + 1}`,
        description: 'A treatment with a description of ordinary length for a salon menu.',
        durationMinutes: 30 + (n % 8) * 15,
        priceType: n % 10 === 0 ? ('from' as const) : ('fixed' as const),
        priceCents: 1500 + n * 25,
        displayOrder: n,
        active: 1,
        createdAt: now,
        updatedAt: now,
        version: 1,
      }));
      await trx.insertInto('services').values(rows).execute();
    }
    return ids;
  });
  const gallery = await app.db
    .insertInto('galleryGroups')
    .values({ theme: 'Bench', themeKey: 'bench', description: '', displayOrder: 0, published: 1, createdAt: now, updatedAt: now, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const ready: ServerReady = { url, middleGroupId: groupIds[Math.floor(GROUPS / 2)] ?? 1, galleryId: gallery.id };
  process.send?.(ready);
  // The server's own CPU time, so the report holds even when other work shares the machine.
  process.on('message', (message: unknown) => {
    if (message === 'cpu') process.send?.({ cpuMicros: cpuMicros() });
  });
  process.once('disconnect', () => {
    app.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

function isServerReady(message: unknown): message is ServerReady {
  return typeof message === 'object' && message !== null && 'url' in message && 'middleGroupId' in message && 'galleryId' in message;
}

interface BenchServer extends ServerReady {
  /** CPU time the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): void;
}

function startServer(): Promise<BenchServer> {
  const child = fork(__filename, ['--serve'], { execArgv: ['--import', require.resolve('tsx'), ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [])], stdio: 'inherit' });
  const askCpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message: unknown) => {
        resolve(typeof message === 'object' && message !== null && 'cpuMicros' in message ? Number(message.cpuMicros) : Number.NaN);
      });
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The bench server exited early (code ${code})`)));
    child.once('message', (message: unknown) => {
      if (!isServerReady(message)) return reject(new Error('The bench server sent an unexpected message'));
      resolve({ ...message, cpuMicros: askCpu, stop: () => child.disconnect() });
    });
  });
}

/** A photo-like JPEG of about 5 MB: random noise does not compress, like a detailed photo. */
async function makeNoisyPhoto(): Promise<Buffer> {
  let width = 2800;
  for (;;) {
    const height = Math.round((width * 3) / 4);
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (photo.length >= PHOTO_BYTES) return photo;
    width = Math.round(width * 1.08);
  }
}

interface LoadRow {
  call: string;
  p50: number;
  p99: number;
  rps: number;
  failures: number;
  /** Server CPU per request (all of it: token check, query, JSON), in ms. */
  cpuMs: number;
}

async function load(server: BenchServer, url: string, token: string, call: string): Promise<LoadRow> {
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({
    url,
    connections: CONCURRENCY,
    duration: DURATION_SECONDS,
    headers: { authorization: `JWT ${token}` },
  });
  const cpuMs = (await server.cpuMicros()) - cpuBefore;
  return {
    call,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors,
    cpuMs: cpuMs / 1000 / Math.max(1, result.requests.total),
  };
}

async function timeUploads(baseUrl: string, token: string, galleryId: number, photo: Buffer): Promise<number[]> {
  const timings: number[] = [];
  for (let attempt = 0; attempt < UPLOADS; attempt += 1) {
    const form = new FormData();
    form.append('parentId', String(galleryId));
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/gallery`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`Upload answered ${response.status}`);
  }
  return timings.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const menuUrl = `${server.url}/api/v1/services-parent/with-out-pagination`;
    const pageUrl = `${server.url}/api/v1/services-parent/list-service?id=${server.middleGroupId}&page=5&limit=20`;
    // Warm up the code paths once before measuring.
    await fetch(menuUrl, { headers: { authorization: `JWT ${token}` } });
    const rows = [
      // Baselines on the same machine at the same moment: the framework alone, then the token check.
      await load(server, `${server.url}/api/v1/health`, token, 'baseline: GET /health (no token, no database)'),
      await load(server, `${server.url}/api/v1/users/me`, token, 'baseline: GET /users/me (token check + user lookup)'),
      await load(server, menuUrl, token, `GET /services-parent/with-out-pagination (${GROUPS} groups with service counts)`),
      await load(server, pageUrl, token, 'GET /services-parent/list-service (page 5, 20 of 200 services)'),
    ];

    const photo = await makeNoisyPhoto();
    const uploads = await timeUploads(server.url, token, server.galleryId, photo);
    const median = uploads[Math.floor(uploads.length / 2)] ?? 0;
    const slowest = uploads[uploads.length - 1] ?? 0;

    console.log(`\nCatalogue API on SQLite: ${SERVICES} services in ${GROUPS} groups, ${CONCURRENCY} concurrent connections, ${DURATION_SECONDS} s per call (${os.cpus().length} cores, Node ${process.versions.node})\n`);
    console.log(`Machine load average at the start: ${os.loadavg()[0]?.toFixed(1)} (timings stretch when other work shares the cores; server CPU per request does not)\n`);
    console.log('| call | p50 ms | p99 ms | requests/s | non-2xx | server CPU ms/request |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.log(`| ${row.call} | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.failures} | ${row.cpuMs.toFixed(2)} |`);
    }
    console.log(`\n| upload | photo | median ms | slowest ms |`);
    console.log('| --- | ---: | ---: | ---: |');
    console.log(
      `| POST /gallery (decode, strip metadata, WebP thumbnail + display size, store, insert), ${UPLOADS} in a row | ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG | ${Math.round(median)} | ${Math.round(slowest)} |`,
    );
  } finally {
    server.stop();
  }
}

const run = process.argv.includes('--serve') ? serve : main;
run().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
