/**
 * API latency under a fixed concurrency: sign-in, an authenticated call and the menu list.
 *   npx tsx api/bench/authBench.ts        (or `npm run bench -w api`)
 * The server runs in a child process with a temporary SQLite database so the load generator does not
 * share its event loop; the result is a Markdown table on stdout.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAdministrator } from '../src/features/auth/administrators';

const CONCURRENCY = 16;
const DURATION_SECONDS = 5;
const ADMIN = { username: 'bench', password: 'bench-password-123' };
const sessionSchema = z.object({ data: z.object({ token: z.string() }) });

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  auth: boolean;
}

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

async function serve(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-bench-'));
  // No flood limit here: the load generator is one address sending thousands of requests.
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(10_000_000) }), staticSite: null };
  const app = await buildApp(config);
  await createAdministrator(app.db, ADMIN.username, ADMIN.password);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ url });
  process.once('disconnect', () => {
    app.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

function startServer(): Promise<{ url: string; stop: () => void }> {
  // The child needs tsx's loader to run this TypeScript file.
  const child = fork(__filename, ['--serve'], { execArgv: ['--import', require.resolve('tsx')], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The bench server exited early (code ${code})`)));
    child.once('message', (message: unknown) => {
      const url = typeof message === 'object' && message !== null && 'url' in message ? String(message.url) : '';
      resolve({ url, stop: () => child.disconnect() });
    });
  });
}

async function measure(baseUrl: string, token: string, scenario: Scenario): Promise<Row> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    connections: CONCURRENCY,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json', ...(scenario.auth ? { authorization: `JWT ${token}` } : {}) },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  return { name: scenario.name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx + result.errors };
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = sessionSchema.parse(await login.json()).data.token;
    const scenarios: Scenario[] = [
      { name: 'POST /users/login (argon2id verify)', method: 'POST', path: '/api/v1/users/login', body: JSON.stringify(ADMIN), auth: false },
      { name: 'GET /users/me (token check + 2 queries)', method: 'GET', path: '/api/v1/users/me', auth: true },
    ];
    const menu = await fetch(`${server.url}/api/v1/services-parent/with-out-pagination`, { headers: { authorization: `JWT ${token}` } });
    if (menu.status === 200) {
      scenarios.push({ name: 'GET /services-parent/with-out-pagination (empty)', method: 'GET', path: '/api/v1/services-parent/with-out-pagination', auth: true });
    }

    const rows: Row[] = [];
    for (const scenario of scenarios) rows.push(await measure(server.url, token, scenario));

    console.log(`\nAPI on SQLite, ${CONCURRENCY} concurrent connections, ${DURATION_SECONDS} s each (${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.versions.node})\n`);
    console.log('| call | p50 ms | p99 ms | requests/s | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(`| ${row.name} | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.non2xx} |`);
  } finally {
    server.stop();
  }
}

const run = process.argv.includes('--serve') ? serve : main;
run().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
