import type { Page } from '@playwright/test';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { seedSalon } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

/** Tomorrow (UTC, the salon's zone here) as YYYY-MM-DD, and whether it falls in next week. */
function tomorrow(): { day: string; nextWeek: boolean } {
  const date = new Date(Date.now() + 86_400_000);
  return { day: date.toISOString().slice(0, 10), nextWeek: date.getUTCDay() === 1 };
}

async function fillLine(page: Page, index: number, service: string, employee: string, start: string) {
  const line = page.getByRole('group', { name: `Service ${index + 1}` });
  await line.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await line.getByLabel('Employee', { exact: true }).selectOption({ label: employee });
  await line.getByLabel('Starts (UTC)').fill(start);
}

test('book two services, be refused a clash, reschedule by keyboard, complete', async ({ page, adminServer, adminToken, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Booking hands'));
  const manicure = uniqueUsername('Manicure');
  const pedicure = uniqueUsername('Pedicure');
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [manicure, pedicure], [uniqueUsername('Maya'), uniqueUsername('Sam')]);
  const [maya, sam] = seed.employees.map((employee) => employee.name) as [string, string];
  const customer = uniqueUsername('Ana');
  const { day, nextWeek } = tomorrow();
  await presetToken(page, adminToken);

  await page.goto('/admin/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
  if (nextWeek) await page.getByRole('button', { name: 'Next week' }).click();

  await page.getByRole('button', { name: 'New booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByLabel('Customer name').fill(customer);
  await dialog.getByLabel('Phone').fill('+44 20 7946 0000');
  await fillLine(page, 0, `${manicure} (30 min)`, sam, `${day}T10:00`);
  await dialog.getByRole('button', { name: 'Add another service' }).click();
  await fillLine(page, 1, `${pedicure} (45 min)`, maya, `${day}T10:00`);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();
  const entry = page.getByRole('button', { name: new RegExp(`${customer}: `) });
  await expect(entry).toContainText('10:00–10:45');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-week.png`, fullPage: true });

  await page.getByRole('button', { name: 'New booking' }).click();
  dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByLabel('Customer name').fill('Clashing customer');
  await dialog.getByLabel('Phone').fill('+44 20 7946 0001');
  await fillLine(page, 0, `${pedicure} (45 min)`, maya, `${day}T10:30`);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`${maya} already has`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-clash.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await entry.click();
  const drawer = page.getByRole('dialog', { name: `Booking for ${customer}` });
  await drawer.getByLabel('New start (UTC)').fill(`${day}T13:00`);
  await drawer.getByRole('button', { name: 'Move booking' }).click();
  await expect(drawer).toBeHidden();
  await expect(entry).toContainText('13:00–13:45');

  await entry.click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('Pending');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-drawer.png` });
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(entry).toContainText('Confirmed');
  await entry.click();
  await drawer.getByRole('button', { name: 'Mark arrived' }).click();
  await expect(entry).toContainText('Arrived');
  await entry.click();
  await drawer.getByRole('button', { name: 'Complete' }).click();
  await expect(entry).toContainText('Completed');
});
