/**
 * `npx tsx e2e/bench/bookingCalendarBench.ts`: how long the bookings calendar takes to draw a busy
 * week — 8 employees, 500 bookings seeded through the API — in Debian's Chromium against the built
 * admin at one URL. Four figures, each the median of BENCH_RUNS (3), unthrottled and 4× CPU + 4G:
 *
 * - week, cold: navigation start (a fresh context: nothing cached, remotes not loaded) → all 500
 *   blocks in the page and visible;
 * - week, after navigation: in a page showing the week before, the click on "Next week" → all 500
 *   drawn (the week's bookings fetched and drawn; the shell and the remote already there);
 * - phone day view (390×844), cold: navigation → the day's 72 blocks drawn;
 * - phone day view, after navigation: the click on "Next day" → the next day's 72 blocks drawn.
 */
import { chromium } from '@playwright/test';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { chromiumLaunchOptions } from '../support/chromium';
import { createServiceGroup, fetchToken } from '../support/catalogSeed';
import { seedBookingAt, seedSalon } from '../tests/general/generalApi';
import { printNotMeasured, runBench } from './benchOutput';
import { CONDITIONS } from './conditions';
import { openCold, readProbe, waitForContent, type ColdPage } from './measure';
import { watchExpression, type ContentMarker } from './pageProbe';
import { median, ms } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** When the week's bookings finished arriving (ms since navigation), read in the page: the rest is drawing. */
const RANGE_ARRIVED = "Math.max(0, ...performance.getEntriesByType('resource').filter((entry) => entry.name.split('?')[0].endsWith('/bookings/calendar')).map((entry) => entry.responseEnd))";

interface Sample {
  /** Navigation start (cold) or the click (after navigation) → every block drawn. */
  drawnMs: number;
  /** Of which: the week's bookings arrived → drawn. */
  drawingMs: number;
  /** A cold load's steps, ms since navigation (see MILESTONES). */
  milestones?: Record<Milestone, number>;
}

/**
 * Where a cold week's time goes: when each request the week waits on ended (and when the week's call
 * went out), read from the page's resource timings. Each is the first matching entry.
 */
const MILESTONES = {
  "the host's entry (main.js) arrived": { match: '/main.js', at: 'responseEnd' },
  'remotes.json arrived': { match: '/remotes.json', at: 'responseEnd' },
  "the general section's remoteEntry.js arrived": { match: '/remotes/general/remoteEntry.js', at: 'responseEnd' },
  '/contact answered': { match: '/api/v1/contact', at: 'responseEnd' },
  '/bookings/calendar asked': { match: '/bookings/calendar', at: 'requestStart' },
  '/bookings/calendar answered': { match: '/bookings/calendar', at: 'responseEnd' },
} as const satisfies Record<string, { match: string; at: 'requestStart' | 'responseEnd' }>;
type Milestone = keyof typeof MILESTONES;

const MILESTONE_READING = `(() => {
  const entries = performance.getEntriesByType('resource');
  const steps = ${JSON.stringify(MILESTONES)};
  return Object.fromEntries(Object.entries(steps).map(([name, step]) => {
    const entry = entries.find((candidate) => candidate.name.split('?')[0].endsWith(step.match));
    return [name, entry ? entry[step.at] : Number.NaN];
  }));
})()`;
type Figure = 'week, cold' | 'week, after navigation' | 'phone day, cold' | 'phone day, after navigation';
const FIGURES: readonly Figure[] = ['week, cold', 'week, after navigation', 'phone day, cold', 'phone day, after navigation'];
const PHONE = { width: 390, height: 844 } as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const EMPLOYEES = 8;
const BOOKINGS = 500;
/** Each employee's day: 30-minute services on the hour from 08:00, 9 a day, so none overlap. */
const PER_DAY = 9;

/** A day's blocks: each customer's name carries its weekday, so the next day's blocks are told from the last one's. */
const dayBlocks = (weekday: (typeof WEEKDAYS)[number], count: number): ContentMarker => ({ selector: '.gen-calendar-day .rbc-event', text: `\\(${weekday}\\)`, minCount: count });
const WEEK_BLOCKS: ContentMarker = { selector: '.gen-calendar-week .rbc-event', minCount: BOOKINGS };

/** Clicks a button of an open page and times it (in the page) until `marker` is drawn. */
async function timeClick(cold: ColdPage, button: string, marker: ContentMarker): Promise<Sample> {
  await cold.wireLog.waitForQuiet();
  await cold.page.evaluate(watchExpression(marker));
  const before = (await cold.page.evaluate(RANGE_ARRIVED)) as number;
  await cold.page.getByRole('button', { name: button, exact: true }).click();
  await waitForContent(cold.page);
  const { contentAt, clickAt } = await readProbe(cold.page);
  const arrived = (await cold.page.evaluate(RANGE_ARRIVED)) as number;
  const drawnMs = contentAt !== null && clickAt !== null ? contentAt - clickAt : Number.NaN;
  // No new request (the day view reuses the week's): all of it is drawing.
  return { drawnMs, drawingMs: contentAt !== null && arrived > before ? contentAt - arrived : drawnMs };
}

async function coldSample(cold: ColdPage): Promise<Sample> {
  const { contentAt } = await readProbe(cold.page);
  const arrived = (await cold.page.evaluate(RANGE_ARRIVED)) as number;
  const milestones = (await cold.page.evaluate(MILESTONE_READING)) as Record<Milestone, number>;
  return { drawnMs: cold.timeToContentMs, drawingMs: (contentAt ?? Number.NaN) - arrived, milestones };
}

/** Monday of next week (UTC, the seeded salon's zone), so every booking is in the future. */
function nextMonday(): string {
  const now = new Date();
  const daysToMonday = ((8 - now.getUTCDay()) % 7) || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday)).toISOString().slice(0, 10);
}

/** The week's 500 start times, spread over the employees and days. */
function weekOfBookings(monday: string, employeeIds: number[]): Array<{ employeeId: number; startsAt: string }> {
  const slots = [];
  for (let day = 0; day < 7; day += 1) {
    for (let hour = 0; hour < PER_DAY; hour += 1) {
      for (const employeeId of employeeIds) {
        const start = new Date(Date.parse(`${monday}T08:00:00.000Z`) + day * 86_400_000 + hour * 3_600_000);
        slots.push({ employeeId, startsAt: start.toISOString() });
      }
    }
  }
  if (slots.length < BOOKINGS) throw new Error(`Only ${slots.length} free slots for ${BOOKINGS} bookings`);
  return slots.slice(0, BOOKINGS);
}

async function main(): Promise<void> {
  assertAppsBuilt();
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samples = new Map<string, Map<Figure, Sample[]>>();
  const problems: string[] = [];
  const monday = nextMonday();
  try {
    const token = await fetchToken(server.baseUrl, server.admin);
    const groupId = await createServiceGroup(server.baseUrl, token, 'Bench bookings');
    const names = Array.from({ length: EMPLOYEES }, (_, index) => `Bench${index + 1} Employee`);
    const seed = await seedSalon(server.baseUrl, token, groupId, ['Bench manicure'], names);
    const [service] = seed.services;
    if (!service) throw new Error('seedSalon made no service');
    process.stderr.write(`booking calendar bench: seeding ${BOOKINGS} bookings for the week of ${monday}\n`);
    const slots = weekOfBookings(monday, seed.employees.map((employee) => employee.id));
    // One request at a time per employee, all employees at once: no two requests can clash.
    await Promise.all(
      seed.employees.map(async (employee) => {
        for (const [index, slot] of slots.entries()) {
          if (slot.employeeId !== employee.id) continue;
          await seedBookingAt(server.baseUrl, token, { customerName: `Bench customer ${index + 1} (${WEEKDAYS[Math.floor(index / (PER_DAY * EMPLOYEES))] ?? ''})`, serviceId: service.id, employeeId: slot.employeeId, startsAt: slot.startsAt });
        }
      }),
    );

    const weekBefore = new Date(Date.parse(`${monday}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    for (const condition of CONDITIONS) {
      const runs = new Map<Figure, Sample[]>(FIGURES.map((figure) => [figure, []]));
      samples.set(condition.label, runs);
      const add = (figure: Figure, sample: Sample) => runs.get(figure)?.push(sample);
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`booking calendar bench: ${condition.label}, run ${run}/${RUNS}\n`);
        const measure = async (what: string, body: () => Promise<void>) => {
          try {
            await body();
          } catch (error) {
            problems.push(`${condition.label}, run ${run}, ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        };
        const open = (path: string, marker: ContentMarker, viewport?: { width: number; height: number }) =>
          openCold(browser, { baseUrl: server.baseUrl, path, marker, condition, token, ...(viewport ? { viewport } : {}) });
        await measure('week, cold', async () => {
          const cold = await open(`/admin/booking?view=week&date=${monday}`, WEEK_BLOCKS);
          add('week, cold', await coldSample(cold));
          await cold.context.close();
        });
        await measure('week, after navigation', async () => {
          const cold = await open(`/admin/booking?view=week&date=${weekBefore}`, { selector: '.gen-calendar-week' });
          add('week, after navigation', await timeClick(cold, 'Next week', WEEK_BLOCKS));
          await cold.context.close();
        });
        await measure('phone day', async () => {
          const cold = await open(`/admin/booking?view=day&date=${monday}`, dayBlocks('Mon', PER_DAY * EMPLOYEES), PHONE);
          add('phone day, cold', await coldSample(cold));
          add('phone day, after navigation', await timeClick(cold, 'Next day', dayBlocks('Tue', PER_DAY * EMPLOYEES)));
          await cold.context.close();
        });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nBookings calendar with ${BOOKINGS} bookings of ${EMPLOYEES} employees in one week, median of ${RUNS} (targets: week after navigation ≤ 500 ms, phone day ≤ 300 ms)\n`);
  console.log('| condition | figure | → drawn | of which: bookings arrived → drawn | runs (drawn) |');
  console.log('|---|---|---|---|---|');
  for (const [label, runs] of samples) {
    for (const [figure, figureRuns] of runs) {
      const drawn = figureRuns.map((sample) => sample.drawnMs);
      console.log(`| ${label} | ${figure} | ${ms(median(drawn))} | ${ms(median(figureRuns.map((sample) => sample.drawingMs)))} | ${drawn.map(ms).join(', ')} |`);
    }
  }
  printColdWeekSteps(samples);
  printNotMeasured(problems);
}

/** The cold week's steps, medians per condition: what the ≤ 500 ms a cold page would need is spent on. */
function printColdWeekSteps(samples: Map<string, Map<Figure, Sample[]>>): void {
  const labels = [...samples.keys()];
  const coldRuns = (label: string) => samples.get(label)?.get('week, cold') ?? [];
  console.log(`\nWhere the cold week's time goes (ms since navigation, medians)\n`);
  console.log(`| step | ${labels.join(' | ')} |`);
  console.log(`|---|${labels.map(() => '---:').join('|')}|`);
  for (const step of Object.keys(MILESTONES) as Milestone[]) {
    console.log(`| ${step} | ${labels.map((label) => ms(median(coldRuns(label).map((sample) => sample.milestones?.[step] ?? Number.NaN)))).join(' | ')} |`);
  }
  console.log(`| all 500 blocks drawn | ${labels.map((label) => ms(median(coldRuns(label).map((sample) => sample.drawnMs)))).join(' | ')} |`);
}

runBench(main);
