import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { saveScreenshot } from '../shell/shellHelpers';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

test('the contact page: hours with Copy Monday, a closing date, a link and the map pin are saved and come back', async ({ page, adminToken }) => {
  await presetToken(page, adminToken);
  await page.goto('/admin/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible(FIRST_LOAD);

  await page.getByLabel('Business name').fill('Nail Or Never Soho');
  // Other specs on this server open the salon on some days: Copy Monday must leave the weekend as it was.
  const saturday = page.getByRole('group', { name: 'Saturday' });
  const saturdayBefore = await saturday.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByLabel('Monday, hours 1 from').fill('10:00');
  await page.getByLabel('Monday, hours 1 to').fill('19:30');
  await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(page.getByLabel('Friday, hours 1 to')).toHaveValue('19:30');

  await page.getByRole('button', { name: 'Add closing date' }).click();
  await page.getByLabel('Closing date 1', { exact: true }).fill('2026-12-25');
  await page.getByLabel('Note for closing date 1').fill('Christmas');

  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByLabel('Address of link 1').fill('http://instagram.com/nailornever');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Enter a full https:// link, like https://instagram.com/yoursalon.')).toBeVisible();
  await page.getByLabel('Address of link 1').fill('https://instagram.com/nailornever');

  await page.getByLabel('Latitude').pressSequentially('51.5136');
  await page.getByLabel('Longitude').pressSequentially('-0.1365');
  await expect(page.getByRole('link', { name: /Preview on a map/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=51\.513600&mlon=-0\.136500/);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Contact details saved')).toBeVisible();
  await saveScreenshot(page, 'contact-form-light');

  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Nail Or Never Soho', FIRST_LOAD);
  await expect(page.getByLabel('Thursday, hours 1 from')).toHaveValue('10:00');
  await expect(page.getByLabel('Closing date 1', { exact: true })).toHaveValue('2026-12-25');
  await expect(page.getByLabel('Address of link 1')).toHaveValue('https://instagram.com/nailornever');
  await expect(page.getByLabel('Thursday, hours 1 to')).toHaveValue('19:30');
  expect(await saturday.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(saturdayBefore);
});
