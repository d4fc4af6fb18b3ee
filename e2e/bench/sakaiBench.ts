/**
 * `BENCH_SAKAI_URL=http://127.0.0.1:4871 npx tsx e2e/bench/sakaiBench.ts` (part of `npm run bench`):
 * our signed-in dashboard against Sakai React's dashboard, the yardstick of issue 28 (ours ≤ 0.5×
 * Sakai's time to content). Sakai is built from its own repository and served by `next start`
 * outside this project (docs/performance.md says how); without BENCH_SAKAI_URL this says so and
 * exits 0, so `npm run bench` keeps working on a fresh clone.
 *
 * Both are loaded cold (a new context each time), alternating in one browser, under each condition
 * of conditions.ts; then Lighthouse audits both. Reported, never judged: the machine is shared.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import type { AdminServer } from '../support/adminServer';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { fetchToken } from '../support/catalogSeed';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, chromiumLaunchOptions } from '../support/chromium';
import { printNotMeasured, runBench } from './benchOutput';
import { BENCH_PAGES } from './benchPages';
import { CONDITIONS, type BenchCondition, type ConditionName } from './conditions';
import { DATA_DRAWN_PROBE } from './dashboardDataProbe';
import { audit, lighthouseReport, storeTokenColdCache, type PageResult } from './lighthouseAudit';
import { firstContentfulPaint, openCold, readWhenSet, type ColdPage } from './measure';
import type { ContentMarker } from './pageProbe';
import { seedSalonInUse } from './salonInUse';
import { kib, median, ms } from './stats';
import { isCode, sumByKind, type WireEntry } from './wireLog';

const SAKAI_URL = process.env.BENCH_SAKAI_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_SAKAI_LIGHTHOUSE_RUNS ?? 1);
const USAGE =
  'Sakai side by side: not run. Build Sakai React from its repository and serve it (git clone https://github.com/primefaces/sakai-react && cd sakai-react && npm install && npx next build && npx next start -p 4871), then run BENCH_SAKAI_URL=http://127.0.0.1:4871 npx tsx e2e/bench/sakaiBench.ts';

type Side = 'sakai' | 'ours';

/** One cold load's figures, in ms since navigation and bytes over the wire. */
interface Figures {
  content: number;
  paint: number;
  /** Ours: hydrated with a catalogue count drawn. Sakai: its Recent Sales rows and its chart's first frame drawn. */
  drawn: number;
  /** Sakai only: the chart's last frame (its 1 s entry animation over). */
  chartStill: number;
  /** Until the network was quiet, as loadBench counts: Sakai's includes Next.js prefetching its menu's pages. */
  js: number;
  css: number;
  fonts: number;
  /** The page's own: JS and CSS whose request started before it was drawn. */
  ownJs: number;
  ownCss: number;
  /** Content-Encoding of its JS and CSS responses ('identity' when none). */
  encodings: string[];
}

/**
 * Sakai's dashboard is rendered in the browser only (its HTML is an empty shell: the layout reads
 * the search parameters, so Next.js gives up prerendering it). Its content: the first stat card's
 * title, "Orders".
 */
const SAKAI_MARKER: ContentMarker = { selector: '.layout-main .card span', text: '^\\s*orders\\s*$' };

/**
 * Sakai's "drawn", in-page: its Recent Sales table shows a product row (fetched from a JSON file
 * after the first render) and Chart.js has stroked on a canvas (its first frame: the grid and the
 * lines start on the same frame). Every stroke is stamped, so the last one tells when the entry
 * animation stopped. Plain JavaScript source, like the probe.
 */
const SAKAI_DRAWN_PROBE = `(function () {
  var proto = CanvasRenderingContext2D.prototype;
  var stroke = proto.stroke;
  proto.stroke = function () {
    var now = performance.now();
    if (window.__chartFirstAt === undefined) window.__chartFirstAt = now;
    window.__chartLastAt = now;
    return stroke.apply(this, arguments);
  };
  new MutationObserver(function (changes, observer) {
    if (document.querySelector('.p-datatable-tbody > tr:not(.p-datatable-emptymessage) td')) {
      window.__rowsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

const OUR_DASHBOARD = BENCH_PAGES.find((page) => page.key === 'dashboard');

const encodingsOf = (wire: readonly WireEntry[]): string[] => [...new Set(wire.filter(isCode).map((entry) => entry.contentEncoding ?? 'identity'))];

/**
 * The JS and CSS bytes (over the wire, as counted by the wire log) of the requests that started before
 * `drawnAt`: what the page needed to be drawn, without what it fetches afterwards for other pages.
 * The in-page resource timings only sort the URLs; the bytes are the wire log's.
 */
async function ownCode(page: Page, wire: readonly WireEntry[], drawnAt: number): Promise<{ js: number; css: number }> {
  if (Number.isNaN(drawnAt)) return { js: Number.NaN, css: Number.NaN };
  const names = (await page.evaluate(
    `performance.getEntriesByType('resource').filter(function (entry) { return entry.startTime <= ${drawnAt}; }).map(function (entry) { return entry.name; })`,
  )) as string[];
  const before = new Set(names);
  const totals = sumByKind(wire.filter((entry) => before.has(entry.url)));
  return { js: totals.js, css: totals.css };
}

/** The chart's last stroke, once none has come for a second and a half. */
async function chartStill(page: Page): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { last, now } = (await page.evaluate('({ last: window.__chartLastAt ?? null, now: performance.now() })')) as { last: number | null; now: number };
    if ((last !== null && now - last > 1500) || Date.now() > deadline) return last ?? Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What one cold load measured, once the page is drawn at `drawn` (ms since navigation). */
async function figuresOf(cold: ColdPage, drawn: number, chartStillAt: number): Promise<Figures> {
  const wire = cold.wireLog.since(0);
  const bytes = sumByKind(wire);
  const own = await ownCode(cold.page, wire, drawn);
  return {
    content: cold.timeToContentMs,
    paint: await firstContentfulPaint(cold.page),
    drawn,
    chartStill: chartStillAt,
    js: bytes.js,
    css: bytes.css,
    fonts: bytes.font,
    ownJs: own.js,
    ownCss: own.css,
    encodings: encodingsOf(wire),
  };
}

async function loadSakai(browser: Browser, baseUrl: string, condition: BenchCondition): Promise<Figures> {
  const cold = await openCold(browser, { baseUrl, path: '/', marker: SAKAI_MARKER, condition, token: null, initScript: SAKAI_DRAWN_PROBE });
  try {
    const rows = await readWhenSet(cold.page, 'window.__rowsAt');
    const chart = await readWhenSet(cold.page, 'window.__chartFirstAt');
    return await figuresOf(cold, Math.max(rows, chart), await chartStill(cold.page));
  } finally {
    await cold.context.close();
  }
}

async function loadOurs(browser: Browser, server: AdminServer, token: string, condition: BenchCondition): Promise<Figures> {
  if (!OUR_DASHBOARD) throw new Error('benchPages.ts has no dashboard page');
  const cold = await openCold(browser, { baseUrl: server.baseUrl, path: OUR_DASHBOARD.path, marker: OUR_DASHBOARD.marker, condition, token, initScript: DATA_DRAWN_PROBE });
  try {
    return await figuresOf(cold, await readWhenSet(cold.page, 'window.__dataDrawnAt'), Number.NaN);
  } finally {
    await cold.context.close();
  }
}

type Samples = Record<ConditionName, Record<Side, Figures[]>>;

function sideBySideTable(samples: Samples): string {
  const rows: { label: string; field: (figures: Figures) => number; format: (value: number) => string; target?: string }[] = [
    { label: 'Time to content (ours: the heading; Sakai: the first card\'s title "Orders")', field: (f) => f.content, format: ms, target: '≤ 0.5×' },
    { label: 'First contentful paint', field: (f) => f.paint, format: ms },
    { label: 'Drawn (ours: hydrated, a catalogue count shown; Sakai: Recent Sales rows and the chart\'s first frame)', field: (f) => f.drawn, format: ms },
    { label: "Sakai's chart animation over (its last frame)", field: (f) => f.chartStill, format: ms },
    { label: 'JS over the wire, requested before drawn', field: (f) => f.ownJs, format: kib },
    { label: 'CSS over the wire, requested before drawn', field: (f) => f.ownCss, format: kib },
    { label: 'JS+CSS over the wire, requested before drawn (the page\'s own)', field: (f) => f.ownJs + f.ownCss, format: kib },
    { label: 'JS+CSS over the wire until the network is quiet (as loadBench counts; Sakai\'s includes Next.js prefetching its menu\'s pages)', field: (f) => f.js + f.css, format: kib },
    { label: 'Fonts over the wire until the network is quiet', field: (f) => f.fonts, format: kib },
  ];
  const lines = [
    `| Dashboard \`/\`, medians of ${RUNS} cold loads | condition | Sakai React | ours (signed in) | ours ÷ Sakai | issue 28 |`,
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    for (const condition of CONDITIONS) {
      const sakai = median(samples[condition.name].sakai.map(row.field));
      const ours = median(samples[condition.name].ours.map(row.field));
      const ratio = Number.isNaN(sakai) || Number.isNaN(ours) ? '' : `${(ours / sakai).toFixed(2)}×`;
      lines.push(`| ${row.label} | ${condition.label} | ${row.format(sakai)} | ${row.format(ours)} | ${ratio} | ${row.target ?? ''} |`);
    }
  }
  lines.push('', 'Time to content of each run, in the order measured (Sakai / ours):');
  for (const condition of CONDITIONS) {
    const { sakai, ours } = samples[condition.name];
    const pairs = sakai.map((figures, index) => `${ms(figures.content)} / ${ms(ours[index]?.content ?? Number.NaN)}`);
    lines.push(`- ${condition.label}: ${pairs.join(', ')}`);
  }
  return lines.join('\n');
}

async function measureSideBySide(server: AdminServer, token: string, sakaiUrl: string, problems: string[]): Promise<Samples> {
  const samples: Samples = { unthrottled: { sakai: [], ours: [] }, slow: { sakai: [], ours: [] } };
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const condition of CONDITIONS) {
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`sakai bench: ${condition.label}, run ${run}/${RUNS}\n`);
        // Who goes first alternates, so neither always finds the machine warmer.
        const order: Side[] = run % 2 === 1 ? ['sakai', 'ours'] : ['ours', 'sakai'];
        for (const side of order) {
          try {
            const figures = side === 'sakai' ? await loadSakai(browser, sakaiUrl, condition) : await loadOurs(browser, server, token, condition);
            samples[condition.name][side].push(figures);
          } catch (error) {
            problems.push(`${condition.label}, run ${run}, ${side}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return samples;
}

async function lighthouseSideBySide(server: AdminServer, token: string, sakaiUrl: string): Promise<string> {
  await seedSalonInUse(server, token);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_EXECUTABLE, chromeFlags: [...CHROMIUM_ARGS] });
  const results: PageResult[] = [];
  try {
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      process.stderr.write(`sakai bench: Lighthouse, run ${run}/${LIGHTHOUSE_RUNS}\n`);
      results.push(await audit(chrome.port, `${sakaiUrl}/`, `Sakai React \`/\`, run ${run}`, false));
      await storeTokenColdCache(chrome.port, server, token);
      results.push(await audit(chrome.port, `${server.baseUrl}/`, `ours \`/\` (signed in, a salon in use), run ${run}`, true));
    }
  } finally {
    chrome.kill();
  }
  return lighthouseReport(results);
}

const loadAverage = (): string => loadavg().map((value) => value.toFixed(2)).join(', ');

async function main(): Promise<void> {
  if (!SAKAI_URL) {
    console.log(USAGE);
    return;
  }
  const sakaiUrl = SAKAI_URL.replace(/\/+$/, '');
  assertAppsBuilt();
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  const problems: string[] = [];
  const loadAtStart = loadAverage();
  try {
    const token = await fetchToken(server.baseUrl, server.admin);
    const samples = await measureSideBySide(server, token, sakaiUrl, problems);
    console.log(sideBySideTable(samples));
    console.log(`\nLoad average (1, 5, 15 min; the machine is shared): ${loadAtStart} before the loads, ${loadAverage()} after them.`);
    const served = (side: Side) => [...new Set(CONDITIONS.flatMap((condition) => samples[condition.name][side].flatMap((figures) => figures.encodings)))].join(', ');
    console.log(
      `\nBytes over the wire are what Chromium transferred, headers included, encoded as served (Sakai's JS and CSS by \`next start\`: ${served('sakai')}; ours by the admin server: ${served('ours')}). Sakai has no sign-in; ours is signed in, on a fresh database (the first day).`,
    );
    if (LIGHTHOUSE_RUNS > 0) console.log(`\n${await lighthouseSideBySide(server, token, sakaiUrl)}`);
  } finally {
    await server.stop();
  }
  printNotMeasured(problems);
}

runBench(main);
