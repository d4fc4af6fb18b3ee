import { expect, test } from '../../support/fixtures';
import { holdScripts } from '../../support/heldScripts';
import { SECTIONS } from '../../support/sections';
import { presetToken } from '../../support/signIn';
import { waitForShell } from './shellHelpers';

/*
 * The entry asks for /remotes.json itself (host/src/features/remotes/earlyRemotesConfig.ts) when a
 * visit opens at a section's address: before, it waited for the shared package, ~190 ms later.
 */

test('a section\u2019s address asks for the remotes config before the app\u2019s other code has arrived', async ({ page, adminToken }) => {
  await presetToken(page, adminToken);
  // Everything but the entry waits: the shared package, the early start, the app.
  const release = await holdScripts(page, (pathname) => pathname !== '/main.js');
  const remotesConfig = page.waitForRequest((request) => new URL(request.url()).pathname === '/remotes.json');

  await page.goto(SECTIONS.general.path, { waitUntil: 'commit' });
  await remotesConfig;

  release();
  await expect(SECTIONS.general.content(page)).toBeVisible();
});

test('on `/` the dashboard\u2019s calls go first, and the shell reads the remotes config after them', async ({ page, adminToken }) => {
  await presetToken(page, adminToken);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const remotesConfig = page.waitForRequest((request) => new URL(request.url()).pathname === '/remotes.json');

  await page.goto('/');
  await waitForShell(page);
  await remotesConfig;
  expect(asked.indexOf('/api/v1/dashboard/summary')).toBeGreaterThanOrEqual(0);
  expect(asked.indexOf('/api/v1/dashboard/summary')).toBeLessThan(asked.indexOf('/remotes.json'));
});
