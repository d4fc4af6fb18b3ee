/**
 * `npx tsx e2e/bench/serviceSectionBench.ts`: how long from a click on a service group in the
 * sidebar menu until that group's services table shows its rows, in Debian's Chromium against the
 * built admin at one URL. "Cold" is the first group clicked in a freshly loaded dashboard (the
 * services remote is not loaded yet); "warm" is a second group right after (remote, table code and
 * shared chunks already there: only the two API calls and rendering). Median of BENCH_RUNS (5).
 */
import { chromium } from '@playwright/test';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { chromiumLaunchOptions } from '../support/chromium';
import { createServiceGroup, fetchToken } from '../support/catalogSeed';
import { seedServices } from '../tests/services/servicesApi';
import { BENCH_PAGES } from './benchPages';
import { CONDITIONS } from './conditions';
import { printHeaviestFiles, printNotMeasured, runBench } from './benchOutput';
import { openCold, visitSection } from './measure';
import { sampleOf, type LoadSample } from './samples';
import { isCode, type WireEntry } from './wireLog';
import { kib, median, ms } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SERVICES_PER_GROUP = 25;
const GROUPS = [
  { name: 'Bench manicure', servicePrefix: 'Manicure' },
  { name: 'Bench pedicure', servicePrefix: 'Pedicure' },
] as const;

type Visit = 'cold' | 'warm';

/** A row of the group's own table: its first service's name is unique to the group. */
const tableOf = (servicePrefix: string) => ({ selector: 'main table tbody tr', text: `${servicePrefix} 01` });

async function main(): Promise<void> {
  assertAppsBuilt();
  const dashboard = BENCH_PAGES.find((page) => page.key === 'dashboard');
  if (!dashboard) throw new Error('The load bench no longer describes the dashboard page');
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const samples: Record<string, Record<Visit, LoadSample[]>> = {};
  const problems: string[] = [];
  /** The files of the first cold visit, to say where the bytes go. */
  let coldFiles: WireEntry[] = [];
  try {
    const token = await fetchToken(server.baseUrl, server.admin);
    for (const group of GROUPS) {
      const groupId = await createServiceGroup(server.baseUrl, token, group.name);
      await seedServices(server.baseUrl, token, groupId, SERVICES_PER_GROUP, group.servicePrefix);
    }

    for (const condition of CONDITIONS) {
      const perVisit: Record<Visit, LoadSample[]> = { cold: [], warm: [] };
      samples[condition.label] = perVisit;
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`service section bench: ${condition.label}, run ${run}/${RUNS}\n`);
        const cold = await openCold(browser, { baseUrl: server.baseUrl, path: dashboard.path, marker: dashboard.marker, condition, token });
        try {
          const visits: Array<[Visit, (typeof GROUPS)[number]]> = [
            ['cold', GROUPS[0]],
            ['warm', GROUPS[1]],
          ];
          for (const [visit, group] of visits) {
            const result = await visitSection(cold, { label: group.name, submenu: 'Parent Services' }, tableOf(group.servicePrefix));
            perVisit[visit].push(sampleOf(result.wire, result.clickToContentMs));
            if (visit === 'cold' && coldFiles.length === 0) coldFiles = result.wire.filter(isCode);
          }
        } catch (error) {
          problems.push(`${condition.label}, run ${run}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        } finally {
          await cold.context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nServices section: menu click on a service group → its services table (${SERVICES_PER_GROUP} services, 10 per page), median of ${RUNS}\n`);
  console.log('| condition | visit | click → table | JS+CSS fetched (over the wire) | same files, gzip -9 |');
  console.log('|---|---|---|---|---|');
  for (const [label, perVisit] of Object.entries(samples)) {
    for (const visit of ['cold', 'warm'] as const) {
      const runs = perVisit[visit];
      const describe = visit === 'cold' ? 'cold (first group, remote not loaded)' : 'warm (second group)';
      console.log(
        `| ${label} | ${describe} | ${ms(median(runs.map((sample) => sample.timeMs)))} | ${kib(median(runs.map((sample) => sample.js + sample.css)))} | ${kib(median(runs.map((sample) => sample.jsCssGzipFromFiles)))} |`,
      );
    }
  }
  printHeaviestFiles('Files of a cold visit', coldFiles);
  printNotMeasured(problems);
}

runBench(main);
