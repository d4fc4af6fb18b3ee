/**
 * One Lighthouse audit with its mobile defaults (simulated 4× CPU and slow 4G), for the Lighthouse
 * bench and the side-by-side with Sakai: the three scores, the four metrics and what cost points.
 */
import { chromium as playwright } from '@playwright/test';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result as LighthouseResult } from 'lighthouse';
import type { AdminServer } from '../support/adminServer';
import { REPO_ROOT } from '../support/paths';
import { TOKEN_KEY } from '../support/signIn';

/**
 * Lighthouse's CLI in plain Node: under tsx, the functions Lighthouse sends into the page carry
 * esbuild's `__name` helper, which the page does not have.
 */
const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const run = promisify(execFile);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface PageResult {
  title: string;
  scores: Record<string, number | null>;
  metrics: string;
  lostPoints: string[];
  /** The element Lighthouse took for the largest contentful paint: where LCP work must aim. */
  lcpElement: string | null;
}

/** The first HTML snippet in an audit's details (the LCP element audit nests it in a table). */
function firstSnippet(details: unknown): string | null {
  const found = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(details ?? null));
  return found?.[1] ? (JSON.parse(`"${found[1]}"`) as string) : null;
}

/**
 * Stores the token for the origin from a static file, and empties the HTTP cache: the signed-in
 * audits keep storage (`--disable-storage-reset`), which also keeps the cache, so without this the
 * second dashboard audit ran with every script already cached and scored a cold visit it never made.
 */
export async function storeTokenColdCache(port: number, server: AdminServer, token: string): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/favicon.svg`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key as string, value as string), [TOKEN_KEY, token]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only the CDP connection: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

export async function audit(port: number, url: string, title: string, keepStorage: boolean): Promise<PageResult> {
  const args = [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', '--quiet', `--only-categories=${CATEGORIES.join(',')}`];
  if (keepStorage) args.push('--disable-storage-reset');
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const lhr = JSON.parse(stdout) as LighthouseResult;
  // `BENCH_LIGHTHOUSE_REPORTS=<folder>`: each page's whole report, to read what a score is made of.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) writeFileSync(path.join(reports, `${title.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.json`), stdout);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]));
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  const lostPoints = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item && item.score !== null && item.score < 1)
      .map((item) => `${category}: ${item?.title} (${item?.displayValue ?? `score ${item?.score}`})`),
  );
  const lcpElement = firstSnippet(lhr.audits['largest-contentful-paint-element']?.details);
  return { title, scores, lcpElement, metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`, lostPoints };
}


/** A category's aim per page title, for the ✅ / ❌ beside a score; pages without one get the bare score. */
export type LighthouseTargets = Record<string, Record<(typeof CATEGORIES)[number], number>>;

/** The audits as one Markdown table, then each page's LCP element and the audits that cost it points. */
export function lighthouseReport(results: readonly PageResult[], targets: LighthouseTargets = {}): string {
  const lines = ['| Lighthouse, mobile defaults | performance | accessibility | best practices | metrics |', '| --- | ---: | ---: | ---: | --- |'];
  for (const result of results) {
    const target = targets[result.title];
    const cell = (category: (typeof CATEGORIES)[number]) => {
      const score = result.scores[category];
      if (score === null || score === undefined) return 'n/a';
      const aim = target?.[category];
      return `${score.toFixed(2)}${aim === undefined ? '' : score >= aim ? ' ✅' : ` ❌ (≥ ${aim.toFixed(2)})`}`;
    };
    lines.push(`| ${result.title} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${result.metrics} |`);
  }
  for (const result of results) {
    if (result.lcpElement) lines.push('', `LCP element of ${result.title}: \`${result.lcpElement}\``);
  }
  for (const result of results) {
    if (result.lostPoints.length === 0) continue;
    lines.push('', `Audits that cost points on ${result.title}:`, ...result.lostPoints.map((line) => `- ${line}`));
  }
  return lines.join('\n');
}
