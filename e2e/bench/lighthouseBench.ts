/**
 * `npx tsx e2e/bench/lighthouseBench.ts` (part of `npm run bench`): Lighthouse with its mobile
 * defaults (simulated 4× CPU and slow 4G) on the built admin, in Debian's Chromium: the sign-in page
 * and the signed-in dashboard. Prints the three scores the issue targets and every audit that cost
 * points, so a regression names its cause. Reported, never judged: the machine is shared and slow.
 */
import * as chromeLauncher from 'chrome-launcher';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { fetchToken } from '../support/catalogSeed';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { audit, CATEGORIES, storeTokenColdCache, type PageResult } from './lighthouseAudit';
import { seedSalonInUse } from './salonInUse';

const TARGETS: Record<string, Record<(typeof CATEGORIES)[number], number>> = {
  'Sign-in page `/admin/login`': { performance: 0.98, accessibility: 1, 'best-practices': 1 },
  'Dashboard `/` (signed in), first day: the setup checklist': { performance: 0.95, accessibility: 1, 'best-practices': 1 },
  'Dashboard `/` (signed in), a salon in use': { performance: 0.95, accessibility: 1, 'best-practices': 1 },
};

function report(results: PageResult[]): string {
  const lines = ['| Lighthouse, mobile defaults | performance | accessibility | best practices | metrics |', '| --- | ---: | ---: | ---: | --- |'];
  for (const result of results) {
    const target = TARGETS[result.title];
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

async function main(): Promise<void> {
  assertAppsBuilt();
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_EXECUTABLE, chromeFlags: [...CHROMIUM_ARGS] });
  try {
    const token = await fetchToken(server.baseUrl, server.admin);
    const results = [await audit(chrome.port, `${server.baseUrl}/admin/login`, 'Sign-in page `/admin/login`', false)];
    await storeTokenColdCache(chrome.port, server, token);
    results.push(await audit(chrome.port, `${server.baseUrl}/`, 'Dashboard `/` (signed in), first day: the setup checklist', true));
    await seedSalonInUse(server, token);
    await storeTokenColdCache(chrome.port, server, token);
    results.push(await audit(chrome.port, `${server.baseUrl}/`, 'Dashboard `/` (signed in), a salon in use', true));
    console.log(report(results));
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
