/**
 * `npx tsx e2e/bench/bookingCalendarBench.ts`: how long the bookings week grid takes to draw a busy
 * week — 8 employees, 500 bookings seeded through the API — in Debian's Chromium against the built
 * admin at one URL. Timed from navigation start (a fresh context: nothing cached, remotes not
 * loaded) until every one of the 500 blocks is in the page and visible. Median of BENCH_RUNS (3).
 */
import { chromium } from '@playwright/test';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { chromiumLaunchOptions } from '../support/chromium';
import { createServiceGroup, fetchToken } from '../support/catalogSeed';
import { seedBookingAt, seedSalon } from '../tests/general/generalApi';
import { printNotMeasured, runBench } from './benchOutput';
import { CONDITIONS } from './conditions';
import { openCold } from './measure';
import { median, ms } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** When the week's bookings finished arriving (ms since navigation), read in the page: the rest is drawing. */
const RANGE_ARRIVED = "Math.max(0, ...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/bookings/range')).map((entry) => entry.responseEnd))";

interface Sample {
  drawnMs: number;
  dataMs: number;
}
const EMPLOYEES = 8;
const BOOKINGS = 500;
/** Each employee's day: 30-minute services on the hour from 08:00, 9 a day, so none overlap. */
const PER_DAY = 9;

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
  const samples = new Map<string, Sample[]>();
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
          await seedBookingAt(server.baseUrl, token, { customerName: `Bench customer ${index + 1}`, serviceId: service.id, employeeId: slot.employeeId, startsAt: slot.startsAt });
        }
      }),
    );

    for (const condition of CONDITIONS) {
      const runs: Sample[] = [];
      samples.set(condition.label, runs);
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`booking calendar bench: ${condition.label}, run ${run}/${RUNS}\n`);
        try {
          const cold = await openCold(browser, {
            baseUrl: server.baseUrl,
            path: `/admin/booking?view=week&date=${monday}`,
            marker: { selector: '.gen-calendar .rbc-event', minCount: BOOKINGS },
            condition,
            token,
          });
          runs.push({ drawnMs: cold.timeToContentMs, dataMs: (await cold.page.evaluate(RANGE_ARRIVED)) as number });
          await cold.context.close();
        } catch (error) {
          problems.push(`${condition.label}, run ${run}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nBookings week grid: navigation → all ${BOOKINGS} bookings of ${EMPLOYEES} employees drawn (cold page), median of ${RUNS}\n`);
  console.log('| condition | navigation → week drawn | of which: bookings arrived → drawn | runs (drawn) |');
  console.log('|---|---|---|---|');
  for (const [label, runs] of samples) {
    const drawn = runs.map((run) => run.drawnMs);
    console.log(`| ${label} | ${ms(median(drawn))} | ${ms(median(runs.map((run) => run.drawnMs - run.dataMs)))} | ${drawn.map(ms).join(', ')} |`);
  }
  printNotMeasured(problems);
}

runBench(main);
