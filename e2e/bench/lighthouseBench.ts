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
import { audit, lighthouseReport, storeTokenColdCache, type LighthouseTargets } from './lighthouseAudit';
import { seedSalonInUse } from './salonInUse';

const TARGETS: LighthouseTargets = {
  'Sign-in page `/admin/login`': { performance: 0.98, accessibility: 1, 'best-practices': 1 },
  'Dashboard `/` (signed in), first day: the setup checklist': { performance: 0.95, accessibility: 1, 'best-practices': 1 },
  'Dashboard `/` (signed in), a salon in use': { performance: 0.95, accessibility: 1, 'best-practices': 1 },
};

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
    console.log(lighthouseReport(results, TARGETS));
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
