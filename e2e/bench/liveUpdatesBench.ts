/**
 * `npx tsx e2e/bench/liveUpdatesBench.ts`: "a change seen by a second open calendar" (target ≤ 2 s,
 * median and worst of 20). Two browser contexts in Debian's Chromium against the built admin, both
 * signed in on the bookings week view: the writer's page saves a booking through the API with its
 * own token (what its dialog's "Book" sends), and the clock runs from just before that request
 * until the booking's block is drawn in the OTHER context's week grid — the write, the event through
 * the server's stream, the observer's refetch of the week and the redraw. On SQLite both contexts
 * use one instance; on PostgreSQL the writer uses instance A and the observer instance B, so every
 * change crosses LISTEN/NOTIFY.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { startAdminServer, type AdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { chromiumLaunchOptions } from '../support/chromium';
import { createServiceGroup, fetchToken } from '../support/catalogSeed';
import { isLiveStream } from '../support/liveStream';
import { seedSalon } from '../tests/general/generalApi';
import { printNotMeasured, runBench } from './benchOutput';
import { median, ms } from './stats';

/** What this bench uses of the API tests' throw-away PostgreSQL server (api/test/support/postgresCluster.ts). */
interface PostgresCluster {
  url: string;
  stop(): void;
}

/**
 * Loaded at run time: that file belongs to the API's TypeScript project, which the e2e project may
 * not include; tsx runs it all the same. One server-starting routine for the whole repository.
 */
async function startPostgresCluster(): Promise<PostgresCluster> {
  const modulePath = new URL('../../api/test/support/postgresCluster.ts', import.meta.url).href;
  const loaded = (await import(modulePath)) as { startPostgresCluster(): Promise<PostgresCluster> };
  return loaded.startPostgresCluster();
}

const CHANGES = 20;
const TARGET_MS = 2_000;
/** A change not seen after this counts as a failure, not a figure. */
const GIVE_UP_MS = 15_000;

/** Monday of next week (UTC, the seeded salon's zone), so every booking is in the future and in one week. */
function nextMonday(): string {
  const now = new Date();
  const daysToMonday = ((8 - now.getUTCDay()) % 7) || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday)).toISOString().slice(0, 10);
}

async function openWeek(browser: Browser, baseUrl: string, token: string, monday: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const streamOpen = page.waitForResponse((response) => isLiveStream(response.url()) && response.status() === 200, { timeout: 60_000 });
  await page.goto(`/admin/booking?view=week&date=${monday}`);
  await page.locator('.gen-calendar-week').waitFor({ timeout: 60_000 });
  await streamOpen;
  return page;
}

interface Figures {
  label: string;
  seen: number[];
  afterAnswer: number[];
  missed: string[];
}

/** Seeds a salon through `writerUrl`, opens both week views and times CHANGES bookings from one to the other. */
async function measure(browser: Browser, label: string, writerUrl: string, observerUrl: string, token: string): Promise<Figures> {
  const figures: Figures = { label, seen: [], afterAnswer: [], missed: [] };
  const groupId = await createServiceGroup(writerUrl, token, `Live bench ${label}`);
  const seed = await seedSalon(writerUrl, token, groupId, [`Live manicure ${label}`], [`Live Employee`]);
  const [service] = seed.services;
  const [employee] = seed.employees;
  if (!service || !employee) throw new Error('seedSalon made no service or employee');
  const monday = nextMonday();
  const writer = await openWeek(browser, writerUrl, token, monday);
  const observer = await openWeek(browser, observerUrl, token, monday);
  try {
    for (let change = 1; change <= CHANGES; change += 1) {
      const customerName = `Live change #${String(change).padStart(2, '0')}`;
      // Five days of four morning slots: none overlap, all in the week both pages show.
      const startsAt = new Date(Date.parse(`${monday}T09:00:00.000Z`) + Math.floor((change - 1) / 4) * 86_400_000 + ((change - 1) % 4) * 3_600_000).toISOString();
      const body = { customerName, customerPhone: '+44 20 7946 0200', customerEmail: '', items: [{ serviceId: service.id, employeeId: employee.id, startsAt }], source: 'phone', notes: '', overrideOverlap: false, overrideReason: '' };
      const block = observer.locator('.gen-calendar-week .rbc-event', { hasText: customerName });
      const started = Date.now();
      const status = await writer.evaluate(
        async ([payload, jwt]) => (await fetch('/api/v1/bookings', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `JWT ${jwt}` }, body: JSON.stringify(payload) })).status,
        [body, token] as const,
      );
      const answered = Date.now();
      if (status !== 201) throw new Error(`Booking ${change} was refused (${status})`);
      try {
        await block.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
        const now = Date.now();
        figures.seen.push(now - started);
        figures.afterAnswer.push(now - answered);
      } catch {
        figures.missed.push(`${label}, ${customerName}: not seen within ${GIVE_UP_MS} ms`);
      }
    }
  } finally {
    await writer.context().close();
    await observer.context().close();
  }
  return figures;
}

/** SQLite: one instance, both contexts on it (the change reaches the other stream in-process). */
async function onSqlite(browser: Browser): Promise<Figures> {
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  try {
    const token = await fetchToken(server.baseUrl, server.admin);
    return await measure(browser, 'SQLite, one instance', server.baseUrl, server.baseUrl, token);
  } finally {
    await server.stop();
  }
}

/** PostgreSQL: two instances on one database, the writer on A, the observer on B (LISTEN/NOTIFY between them). */
async function onPostgres(browser: Browser): Promise<Figures> {
  const cluster = await startPostgresCluster();
  const servers: AdminServer[] = [];
  try {
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: cluster.url };
    // One after the other: the first migrates and makes the administrator and the shared signing key.
    servers.push(await startAdminServer({ env }));
    servers.push(await startAdminServer({ env }));
    const [a, b] = servers as [AdminServer, AdminServer];
    const token = await fetchToken(a.baseUrl, a.admin);
    return await measure(browser, 'PostgreSQL, instance A → instance B', a.baseUrl, b.baseUrl, token);
  } finally {
    for (const server of servers) await server.stop();
    cluster.stop();
  }
}

async function main(): Promise<void> {
  assertAppsBuilt();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: Figures[] = [];
  const problems: string[] = [];
  try {
    for (const run of [onSqlite, onPostgres]) {
      try {
        results.push(await run(browser));
      } catch (error) {
        problems.push(`${run.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\nA change seen by a second open calendar: ${CHANGES} bookings saved in one Chromium context, each timed until drawn in another context's week view (target: worst ≤ ${TARGET_MS} ms)\n`);
  console.log('| database | save sent → drawn there: median | worst | save answered → drawn: median | worst | not seen |');
  console.log('|---|---|---|---|---|---|');
  const worstOf = (values: number[]) => (values.length > 0 ? Math.max(...values) : Number.NaN);
  for (const figures of results) {
    console.log(`| ${figures.label} | ${ms(median(figures.seen))} | ${ms(worstOf(figures.seen))} | ${ms(median(figures.afterAnswer))} | ${ms(worstOf(figures.afterAnswer))} | ${figures.missed.length} |`);
  }
  for (const figures of results) console.log(`\n${figures.label}, runs: ${figures.seen.map(ms).join(', ')}`);
  const missed = results.flatMap((figures) => figures.missed);
  if (missed.length > 0) console.log(`\nNot seen:\n${missed.map((line) => `- ${line}`).join('\n')}`);
  printNotMeasured(problems);
  if (problems.length > 0 || missed.length > 0 || results.some((figures) => !(worstOf(figures.seen) <= TARGET_MS))) process.exitCode = 1;
}

runBench(main);
