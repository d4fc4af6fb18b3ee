/**
 * Does a second API instance add throughput? The main list call (a page of one group's services)
 * against one compiled server, then against two on the same PostgreSQL, at 16 connections each time.
 *   npx tsx api/bench/scaleOutBench.ts      (part of `npm run bench`; needs `npm run build` first)
 * Each instance is the production command (`start:production`) in its own process, on a throw-away
 * PostgreSQL cluster; the result is a Markdown table on stdout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrate';
import { nowIso } from '../src/db/columns';
import { createAdministrator } from '../src/features/auth/administrators';
import { freePort, startPostgresCluster } from '../test/support/postgresCluster';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const COMPILED_SERVER = path.join(REPO_ROOT, 'api', 'dist', 'server.js');
const CONNECTIONS = 16;
const DURATION_SECONDS = 8;
const GROUPS = 20;
const SERVICES_PER_GROUP = 100;
const ADMIN = { username: 'bench', password: 'bench-password-123' };

async function seed(databaseUrl: string): Promise<number> {
  const { db, dialect } = createDatabase({ dialect: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db, dialect);
    await createAdministrator(db, ADMIN.username, ADMIN.password);
    const now = nowIso();
    let middleGroup = 0;
    for (let group = 1; group <= GROUPS; group += 1) {
      const { id } = await db
        .insertInto('serviceGroups')
        .values({ name: `Group ${group}`, nameKey: `group ${group}`, description: '', displayOrder: group, active: 1, serviceCount: SERVICES_PER_GROUP, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (group === GROUPS / 2) middleGroup = id;
      await db
        .insertInto('services')
        .values(
          Array.from({ length: SERVICES_PER_GROUP }, (_, n) => ({
            parentId: id,
            name: `Service ${group}-${n + 1}`,
            nameKey: `service ${group}-${n + 1}`,
            description: 'A treatment with a description of ordinary length for a salon menu.',
            durationMinutes: 30 + (n % 8) * 15,
            priceType: 'fixed' as const,
            priceCents: 1500 + n * 25,
            displayOrder: n,
            active: 1,
            createdAt: now,
            updatedAt: now,
            version: 1,
          })),
        )
        .execute();
    }
    return middleGroup;
  } finally {
    await db.destroy();
  }
}

interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** One instance as production runs it; stopped with SIGTERM like a rolling restart would. */
async function startInstance(databaseUrl: string, jwtSecret: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-scale-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: String(100_000_000) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance on port ${port} exited (code ${child.exitCode})`);
    const healthy = await fetch(`${url}/api/v1/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The instance on port ${port} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface Row {
  instances: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(urls: string[], listPath: string, token: string): Promise<Row> {
  // Warm every instance's code paths and statement caches before the clock runs.
  for (const url of urls) await fetch(`${url}${listPath}`, { headers: { authorization: `JWT ${token}` } });
  // The connections split evenly, one load generator per instance, all running at once: what a balancer does.
  const results = await Promise.all(
    urls.map((url) => autocannon({ url: `${url}${listPath}`, connections: CONNECTIONS / urls.length, duration: DURATION_SECONDS, headers: { authorization: `JWT ${token}` } })),
  );
  return {
    instances: urls.length,
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    // The slower instance's latency: a user may land on either.
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

async function main(): Promise<void> {
  if (!existsSync(COMPILED_SERVER)) throw new Error('The compiled API is missing: run `npm run build` first.');
  const cluster = await startPostgresCluster();
  const instances: Instance[] = [];
  try {
    const databaseUrl = cluster.url;
    const group = await seed(databaseUrl);
    // The same signing key everywhere: a token from one instance is good on the other.
    const jwtSecret = randomBytes(48).toString('base64url');
    instances.push(await startInstance(databaseUrl, jwtSecret), await startInstance(databaseUrl, jwtSecret));
    const [first, second] = instances;
    if (!first || !second) throw new Error('Two instances were expected');
    const token = await signIn(first.url);
    const listPath = `/api/v1/services-parent/list-service?id=${group}&page=1&limit=10`;
    const rows = [await measure([first.url], listPath, token), await measure([first.url, second.url], listPath, token)];
    console.log(`GET ${listPath.replace(String(group), '<group>')}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s, one PostgreSQL, ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}):\n`);
    console.log('| instances | requests/s | p50 ms | p99 ms | failures |');
    console.log('|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.instances} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.failures} |`);
  } finally {
    for (const instance of instances) await instance.stop();
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
