import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/signIn';
import { totp } from '../../support/totp';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

test('a person sets up one-time codes by the QR on My account, then signs in with a code', async ({ page, freshAdmin }) => {
  await page.goto('/admin/login');
  await signIn(page, freshAdmin);
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(FIRST_LOAD);

  await page.getByRole('button', { name: 'Set up one-time codes' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  // The QR's text alternative: the key an authenticator app would read from it.
  const secret = (await page.getByLabel('Key for typing into the app').inputValue()).replace(/\s+/g, '');
  const enrolmentCode = totp(secret);
  await page.getByLabel('Code from the app').fill(enrolmentCode);
  await page.getByRole('button', { name: 'Turn on one-time codes' }).click();
  await expect(page.getByText('One-time codes are on: signing in asks for a code from your authenticator app.')).toBeVisible();

  // Signing in again now asks for a code. A used code is refused (no replay): wait for the app's next one.
  await expect.poll(() => totp(secret), { timeout: 35_000, intervals: [1_000] }).not.toBe(enrolmentCode);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/admin/login');
  await signIn(page, { ...freshAdmin, otp: totp(secret) });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(FIRST_LOAD);
});
