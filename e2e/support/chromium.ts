import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded one (`npx playwright install` is not allowed on this
 * machine). The flags keep it quiet and deterministic in a container: no sandbox (we run as root),
 * no GPU, no QUIC, and no background traffic that would pollute the byte counts of the bench.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_EXECUTABLE,
  headless: true,
  args: [...CHROMIUM_ARGS],
};
