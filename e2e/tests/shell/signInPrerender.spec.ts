import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, waitForShell } from './shellHelpers';

test.use({ viewport: DESKTOP });

/*
 * The sign-in page is a page of its own (host/src/signIn.tsx, built without federation) whose HTML
 * carries the form rendered at build time (scripts/lib/prerenderPages.mjs), so the form paints
 * before any script runs. Blocking every script proves it.
 */
test('the sign-in page is painted from the HTML alone, before any script runs', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_FAILED/);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
});

test('the signed-in app\'s index.html carries no sign-in form', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_FAILED/);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/admin/booking');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveCount(0);
});

test('the sign-in page asks for nothing of the signed-in app, nothing remote-related and no font; React takes over the prerendered form', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/admin/login');
  await page.waitForLoadState('load');
  expect(requested.filter((path) => path.endsWith('.js') && !path.startsWith('/sign-in/')), requested.join('\n')).toEqual([]);
  // Hydrated in place (a mismatch would be a console error, which fails the test): one form, live.
  await expect(page.getByLabel('Username')).toHaveCount(1);
  await expect(page.locator('.login-field-error')).toHaveCount(0);
  await expect(async () => {
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.locator('.login-field-error').first()).toBeVisible({ timeout: 500 });
  }).toPass();
  // Typing is the sign of intent: only then does the page prefetch the signed-in app's entry.
  const shellPrefetch = page.waitForRequest((request) => new URL(request.url()).pathname === '/main.js');
  await page.getByLabel('Username').fill('someone');
  await expect(page.getByLabel('Username')).toHaveValue('someone');
  await shellPrefetch;
  expect(requested.filter((path) => path === '/remotes.json' || path.endsWith('remoteEntry.js') || path.endsWith('mf-manifest.json'))).toEqual([]);
  expect(requested.filter((path) => /\.(woff2?|ttf|eot)$/.test(path))).toEqual([]);
  expect(requested).toContain('/favicon.svg');
});

test('the signed-in shell reads /remotes.json by itself once it has painted', async ({ page, adminToken }) => {
  await presetToken(page, adminToken);
  const remotesConfig = page.waitForRequest((request) => new URL(request.url()).pathname === '/remotes.json');
  await page.goto('/');
  await waitForShell(page);
  await remotesConfig;
});
