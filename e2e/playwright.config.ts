import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const onCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * End-to-end tests of the built, federated admin in Debian's Chromium. Each worker starts its own
 * one-URL server (see support/fixtures.ts); the apps must be built first (`npm run build`).
 * Timeouts are generous because the machine has 2 shared cores, but bounded so a hang fails.
 */
export default defineConfig({
  testDir: './tests',
  // One test SMTP server for the run: the API servers send booking e-mails to it (support/mailboxSetup.ts).
  globalSetup: './support/mailboxSetup.ts',
  // Overridable so two runs at once (several engineers on one machine) do not wipe each other's artifacts.
  outputDir: process.env.E2E_RESULTS_DIR ?? './test-results',
  fullyParallel: false,
  // Always: a focused test left in by mistake would silently skip the rest of the suite.
  forbidOnly: true,
  retries: 0,
  // Every worker runs an API server and a browser: more than 2 would starve a 2-core machine.
  workers: onCi ? 1 : 2,
  timeout: 90_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 15_000 },
  reporter: onCi ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // CI keeps only the printed output, so a trace there is recorded for nobody (and costs each test
    // its snapshots); on a developer's machine a failure keeps its trace.
    trace: onCi ? 'off' : 'retain-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
