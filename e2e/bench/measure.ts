import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { revealMenuLink, type MenuTarget } from '../support/menu';
import { TOKEN_KEY } from '../support/signIn';
import { applyCondition, type BenchCondition } from './conditions';
import { CONTENT_SEEN, probeInitScript, READ_PROBE, watchExpression, type ContentMarker, type ProbeReadings } from './pageProbe';
import { WireLog, type WireEntry } from './wireLog';

const CONTENT_TIMEOUT_MS = 60_000;

/**
 * Waits until the in-page probe has seen the content. `page.waitForFunction` compiles its expression
 * inside the page, which the admin's Content-Security-Policy (no 'unsafe-eval') refuses;
 * `page.evaluate` goes through the DevTools protocol instead. The probe stamps the moment itself, so
 * the polling interval adds nothing to the measured time.
 */
export async function waitForContent(page: Page): Promise<void> {
  const deadline = Date.now() + CONTENT_TIMEOUT_MS;
  while (!(await page.evaluate(CONTENT_SEEN))) {
    if (Date.now() > deadline) throw new Error(`The content did not appear within ${CONTENT_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ColdPage {
  context: BrowserContext;
  page: Page;
  wireLog: WireLog;
  /** From navigation start to the marker being visible. */
  timeToContentMs: number;
  /** Script responses, for the shared-twice check. */
  scripts: Response[];
}

export interface ColdLoadOptions {
  baseUrl: string;
  path: string;
  marker: ContentMarker;
  condition: BenchCondition;
  /** Stored in localStorage before the first script runs, as for an administrator signed in earlier. */
  token: string | null;
  /** 1280×800 when absent. */
  viewport?: { width: number; height: number };
  /** Another in-page instrument, installed before the page's first script like the probe. */
  initScript?: string;
}

export async function readProbe(page: Page): Promise<ProbeReadings> {
  return (await page.evaluate(READ_PROBE)) as ProbeReadings;
}

/** A first visit: new context (empty cache, no storage), throttled as asked, until content and network idle. */
export async function openCold(browser: Browser, options: ColdLoadOptions): Promise<ColdPage> {
  const context = await browser.newContext({ baseURL: options.baseUrl, viewport: options.viewport ?? { width: 1280, height: 800 } });
  if (options.token !== null) {
    await context.addInitScript({ content: `window.localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(options.token)});` });
  }
  const page = await context.newPage();
  await page.addInitScript({ content: probeInitScript(options.marker) });
  if (options.initScript) await page.addInitScript({ content: options.initScript });
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const session = await context.newCDPSession(page);
  const wireLog = new WireLog(session);
  await applyCondition(session, options.condition);

  await page.goto(options.path, { waitUntil: 'commit' });
  await waitForContent(page);
  const { contentAt } = await readProbe(page);
  // Late fonts and lazy chunks still belong to the page's first load.
  await wireLog.waitForQuiet();
  return { context, page, wireLog, timeToContentMs: contentAt ?? Number.NaN, scripts };
}

export interface SectionVisit {
  /** From the click on the menu entry (pointed at first) to the section's content being visible. */
  clickToContentMs: number;
  /** What the visit fetched from the first intent on (submenu opened, entry pointed at): the section's own code on its first visit. */
  wire: WireEntry[];
}

/** Clicks a menu entry in an open page and times it until the section shows `marker`. */
export async function visitSection(cold: ColdPage, menu: MenuTarget, marker: ContentMarker): Promise<SectionVisit> {
  await cold.wireLog.waitForQuiet();
  // Counted from before the first sign of intent: opening the entry's submenu already prefetches the
  // section (its toggle belongs to the remote), and those bytes are the section's own too.
  const mark = cold.wireLog.mark();
  const link = await revealMenuLink(cold.page, menu);
  // A person points at the entry before clicking it (a keyboard user focuses it): that intent starts
  // the section's prefetch and its page's.
  await link.hover();
  await cold.wireLog.waitForQuiet();
  await cold.page.evaluate(watchExpression(marker));
  await link.click();
  await waitForContent(cold.page);
  const { contentAt, clickAt } = await readProbe(cold.page);
  await cold.wireLog.waitForQuiet();
  const clickToContentMs = contentAt !== null && clickAt !== null ? contentAt - clickAt : Number.NaN;
  return { clickToContentMs, wire: cold.wireLog.since(mark) };
}

/** Polls an in-page number until it is set (NaN after `timeoutMs`). */
export async function readWhenSet(page: Page, expression: string, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await page.evaluate(`(${expression}) ?? null`)) as number | null;
    if (value !== null || Date.now() > deadline) return value ?? Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The browser's first contentful paint. The probe's "content" can come before it: the probe sees the
 * button laid out as soon as it is parsed, while the page's stylesheets (render-blocking) may still
 * be on their way; the floor's HTML is parsed at once, ours waits at the theme's inline script for
 * the theme's stylesheet (docs/performance.md).
 */
export function firstContentfulPaint(page: Page): Promise<number> {
  return readWhenSet(page, "performance.getEntriesByName('first-contentful-paint')[0]?.startTime", 10_000);
}
