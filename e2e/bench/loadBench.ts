/**
 * `npx tsx e2e/bench/loadBench.ts` (part of `npm run bench`): cold loads of the built admin in
 * Debian's Chromium, as the platform issue asks, printed as one Markdown table. Timings are
 * reported, never judged: the machine is shared and slow.
 */
import { chromium, type Browser } from '@playwright/test';
import type { AdminServer } from '../support/adminServer';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { fetchToken } from '../support/catalogSeed';
import { chromiumLaunchOptions } from '../support/chromium';
import { findDuplicates } from '../support/sharedSignatures';
import { BENCH_PAGES, BENCH_SECTIONS, type BenchSection } from './benchPages';
import { CONDITIONS, type BenchCondition } from './conditions';
import { entryGzipSizes, gzipBytesOfUrls } from './distSizes';
import { heaviestFiles } from './heaviestFiles';
import { DATA_DRAWN_PROBE } from './dashboardDataProbe';
import { firstContentfulPaint, openCold, visitSection } from './measure';
import { renderReport, type SharedCheck } from './report';
import { emptySamples, sampleOf, type Samples } from './samples';
import { removeStaticSignIn, STATIC_SIGN_IN_PATH, writeStaticSignIn } from './staticFloor';
import { isCode } from './wireLog';
import { median, ms } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_ONLY=sign-in`: the sign-in page and its static floor only (a minute instead of the whole bench). */
const SIGN_IN_ONLY = process.env.BENCH_ONLY === 'sign-in';

interface Context {
  browser: Browser;
  server: AdminServer;
  token: string;
  samples: Samples;
  problems: string[];
  hostFirstLoadUrls: Set<string>;
  shared: SharedCheck | null;
  /** The floor: a plain HTML copy of the sign-in form, time to content per condition. */
  staticSignIn: Record<BenchCondition['name'], number[]>;
  /** Requests the sign-in page made until its network was quiet, per condition. */
  signInRequests: Record<BenchCondition['name'], number[]>;
  /** First contentful paint of our sign-in page and of the floor, per condition. */
  signInPaint: Record<BenchCondition['name'], { ours: number[]; floor: number[] }>;
  /** The dashboard: first contentful paint, and when React had it with its data drawn (ms since navigation). */
  dashboardTimes: Record<BenchCondition['name'], { paint: number[]; dataDrawn: number[] }>;
  /** JS and CSS the dashboard's first load fetched, to name its heaviest files. */
  dashboardUrls: Set<string>;
  /** JS and CSS each section's first visit fetched (unthrottled), to name its heaviest files. */
  sectionUrls: Map<BenchSection['title'], Set<string>>;
}

async function checkShared(cold: Awaited<ReturnType<typeof openCold>>): Promise<SharedCheck> {
  const evaluations = (await cold.page.evaluate('globalThis.__nailOrNeverShared ? globalThis.__nailOrNeverShared.evaluations : null')) as number | null;
  const scripts = await Promise.all(cold.scripts.map(async (response) => ({ url: response.url(), body: await response.text() })));
  const report = findDuplicates(scripts);
  const duplicates = [
    ...Object.entries(report.copies)
      .filter(([, urls]) => urls.length !== 1)
      .map(([library, urls]) => `${library}: ${urls.length} copies${urls.length > 0 ? ` (${urls.map((url) => new URL(url).pathname).join(', ')})` : ''}`),
    ...report.refetched.map((url) => `fetched twice: ${new URL(url).pathname}`),
  ];
  return { evaluations, duplicates };
}

async function measurePage(ctx: Context, condition: BenchCondition, run: number): Promise<void> {
  for (const page of BENCH_PAGES.filter((candidate) => !SIGN_IN_ONLY || candidate.key === 'login')) {
    const cold = await openCold(ctx.browser, {
      baseUrl: ctx.server.baseUrl,
      path: page.path,
      marker: page.marker,
      condition,
      token: page.signedIn ? ctx.token : null,
      ...(page.key === 'dashboard' ? { initScript: DATA_DRAWN_PROBE } : {}),
    });
    try {
      const wire = cold.wireLog.since(0);
      ctx.samples.pages[condition.name][page.key].push(sampleOf(wire, cold.timeToContentMs));
      if (page.key === 'login') {
        ctx.signInRequests[condition.name].push(wire.length + 1);
        ctx.signInPaint[condition.name].ours.push(await firstContentfulPaint(cold.page));
        for (const entry of wire.filter(isCode)) ctx.hostFirstLoadUrls.add(entry.url);
      }
      if (page.key !== 'dashboard') continue;
      ctx.dashboardTimes[condition.name].paint.push(await firstContentfulPaint(cold.page));
      ctx.dashboardTimes[condition.name].dataDrawn.push((await cold.page.evaluate('window.__dataDrawnAt ?? NaN')) as number);
      for (const entry of wire.filter(isCode)) ctx.dashboardUrls.add(entry.url);
      for (const section of BENCH_SECTIONS) {
        try {
          const visit = await visitSection(cold, section.menu, section.marker);
          ctx.samples.sections[condition.name][section.remote].push(sampleOf(visit.wire, visit.clickToContentMs));
          if (condition.name === 'unthrottled') {
            const urls = ctx.sectionUrls.get(section.title) ?? new Set<string>();
            for (const entry of visit.wire.filter(isCode)) urls.add(entry.url);
            ctx.sectionUrls.set(section.title, urls);
          }
        } catch (error) {
          ctx.problems.push(`${condition.label}, run ${run}, ${section.title}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      if (ctx.shared === null && condition.name === 'unthrottled') ctx.shared = await checkShared(cold);
    } finally {
      await cold.context.close();
    }
  }
}

async function measureStaticSignIn(ctx: Context, condition: BenchCondition): Promise<void> {
  const login = BENCH_PAGES.find((page) => page.key === 'login');
  if (!login) return;
  const cold = await openCold(ctx.browser, { baseUrl: ctx.server.baseUrl, path: STATIC_SIGN_IN_PATH, marker: login.marker, condition, token: null });
  try {
    ctx.staticSignIn[condition.name].push(cold.timeToContentMs);
    ctx.signInPaint[condition.name].floor.push(await firstContentfulPaint(cold.page));
  } finally {
    await cold.context.close();
  }
}

/** Our sign-in page against the plain HTML floor, and how many requests it needed. */
function floorTable(ctx: Context): string {
  const ours = (name: BenchCondition['name']) => median(ctx.samples.pages[name].login.map((sample) => sample.timeMs));
  const floor = (name: BenchCondition['name']) => median(ctx.staticSignIn[name]);
  const ratio = (name: BenchCondition['name']) => `${(ours(name) / floor(name)).toFixed(2)}×`;
  const requests = (name: BenchCondition['name']) => String(median(ctx.signInRequests[name]));
  const paint = (name: BenchCondition['name'], which: 'ours' | 'floor') => median(ctx.signInPaint[name][which]);
  const row = (label: string, cell: (name: BenchCondition['name']) => string, target = '') =>
    `| ${label} | ${CONDITIONS.map((condition) => cell(condition.name)).join(' | ')} | ${target} |`;
  return [
    `| Sign-in page against a plain HTML copy of its form (same server, medians) | ${CONDITIONS.map((condition) => condition.label).join(' | ')} | Target |`,
    `| --- | ${CONDITIONS.map(() => '---:').join(' | ')} | --- |`,
    row('Plain static HTML + CSS: time to content', (name) => ms(floor(name))),
    row('Our sign-in page: time to content', (name) => ms(ours(name))),
    row('Ours ÷ plain HTML', ratio, 'approach 1×'),
    row('Plain static HTML + CSS: first contentful paint', (name) => ms(paint(name, 'floor'))),
    row('Our sign-in page: first contentful paint', (name) => ms(paint(name, 'ours'))),
    row('Ours ÷ plain HTML, first contentful paint', (name) => `${(paint(name, 'ours') / paint(name, 'floor')).toFixed(2)}×`),
    row('Our sign-in page: requests until the network is quiet (document included)', requests, '≤ 12'),
  ].join('\n');
}

/** The dashboard against the same floor: painted from its HTML, then the app's with its data. */
function dashboardFloorTable(ctx: Context): string {
  const floor = (name: BenchCondition['name']) => median(ctx.staticSignIn[name]);
  const floorPaint = (name: BenchCondition['name']) => median(ctx.signInPaint[name].floor);
  const content = (name: BenchCondition['name']) => median(ctx.samples.pages[name].dashboard.map((sample) => sample.timeMs));
  const paint = (name: BenchCondition['name']) => median(ctx.dashboardTimes[name].paint);
  const dataDrawn = (name: BenchCondition['name']) => median(ctx.dashboardTimes[name].dataDrawn);
  const times = (value: number, base: number) => `${ms(value)} (${(value / base).toFixed(2)}×)`;
  const row = (label: string, cell: (name: BenchCondition['name']) => string, target = '') =>
    `| ${label} | ${CONDITIONS.map((condition) => cell(condition.name)).join(' | ')} | ${target} |`;
  return [
    `| Dashboard \`/\` against the sign-in page's plain HTML floor (medians; × the floor's same figure) | ${CONDITIONS.map((condition) => condition.label).join(' | ')} | Target |`,
    `| --- | ${CONDITIONS.map(() => '---:').join(' | ')} | --- |`,
    row('Time to content (the heading, painted from HTML)', (name) => times(content(name), floor(name)), '≤ 0.5× Sakai'),
    row('First contentful paint', (name) => times(paint(name), floorPaint(name))),
    row('Hydrated, its data drawn (a catalogue count shown)', (name) => times(dataDrawn(name), floor(name))),
  ].join('\n');
}

async function main(): Promise<void> {
  assertAppsBuilt();
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const ctx: Context = {
    browser,
    server,
    token: await fetchToken(server.baseUrl, server.admin),
    samples: emptySamples(),
    problems: [],
    hostFirstLoadUrls: new Set(),
    shared: null,
    staticSignIn: { unthrottled: [], slow: [] },
    signInRequests: { unthrottled: [], slow: [] },
    signInPaint: { unthrottled: { ours: [], floor: [] }, slow: { ours: [], floor: [] } },
    dashboardTimes: { unthrottled: { paint: [], dataDrawn: [] }, slow: { paint: [], dataDrawn: [] } },
    dashboardUrls: new Set(),
    sectionUrls: new Map(),
  };
  writeStaticSignIn();
  try {
    for (const condition of CONDITIONS) {
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`load bench: ${condition.label}, run ${run}/${RUNS}\n`);
        try {
          await measurePage(ctx, condition, run);
          await measureStaticSignIn(ctx, condition);
        } catch (error) {
          ctx.problems.push(`${condition.label}, run ${run}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
    }
  } finally {
    removeStaticSignIn();
    await browser.close();
    await server.stop();
  }

  if (SIGN_IN_ONLY) {
    console.log(floorTable(ctx));
    for (const problem of ctx.problems) console.log(`- not measured: ${problem}`);
    return;
  }
  console.log(
    renderReport({
      runs: RUNS,
      samples: ctx.samples,
      entries: entryGzipSizes(),
      hostFirstLoadGzip: gzipBytesOfUrls([...ctx.hostFirstLoadUrls]),
      shared: ctx.shared,
    }),
  );
  console.log(`\n${floorTable(ctx)}`);
  console.log(`\n${dashboardFloorTable(ctx)}`);
  console.log(
    '\nBytes over the wire are what Chromium transferred (headers included, encoded as served); "gzip -9 of the files" is what a compressing server or CDN would send for the same files.',
  );
  console.log('\nHeaviest files of the sign-in page (gzip -9, main source packages from the source maps):');
  for (const line of heaviestFiles([...ctx.hostFirstLoadUrls])) console.log(`- ${line}`);
  console.log('\nHeaviest files of the signed-in dashboard:');
  for (const line of heaviestFiles([...ctx.dashboardUrls], 12)) console.log(`- ${line}`);
  for (const [title, urls] of ctx.sectionUrls) {
    console.log(`\nHeaviest files of the first visit of the ${title}, from the first intent:`);
    for (const line of heaviestFiles([...urls], 12)) console.log(`- ${line}`);
  }
  if (ctx.problems.length > 0) {
    console.log('\nNot measured:');
    for (const problem of ctx.problems) console.log(`- ${problem}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
