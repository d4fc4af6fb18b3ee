import type { Browser, Page, Response } from '@playwright/test';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { isLiveStream } from '../../support/liveStream';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { addClientInDialog } from './clientField';
import { seedSalon } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
/** The promise: anyone's change shows on every open calendar within 2 seconds (a margin for a loaded CI machine). */
const LIVE = { timeout: 5_000 } as const;

/** Tomorrow (UTC, the salon's zone here) as YYYY-MM-DD, and whether it falls in next week. */
function tomorrow(): { day: string; nextWeek: boolean } {
  const date = new Date(Date.now() + 86_400_000);
  return { day: date.toISOString().slice(0, 10), nextWeek: date.getUTCDay() === 1 };
}

/** Opens the bookings week view and resolves once its live stream is connected (the answer's headers came). */
async function openWeek(page: Page, nextWeek: boolean): Promise<void> {
  const streamOpen = page.waitForResponse((response: Response) => isLiveStream(response.url()) && response.status() === 200, FIRST_LOAD);
  await page.goto('/admin/booking?view=week');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
  if (nextWeek) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('region', { name: 'Week grid' })).toBeVisible();
  await streamOpen;
}

/** A second person's browser: its own context (own storage, own stream), signed in with the same admin. */
async function secondDesk(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await presetToken(page, token);
  return { context, page, errors };
}

test('two desks on the week view: a booking made in one appears in the other without a reload', async ({ page, browser, adminServer, adminToken }) => {
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Live hands'));
  const service = uniqueUsername('Manicure');
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [service], [uniqueUsername('Maya')]);
  const [maya] = seed.employees.map((employee) => employee.name) as [string];
  const customer = uniqueUsername('Live Ana');
  const { day, nextWeek } = tomorrow();

  const other = await secondDesk(browser, adminServer.baseUrl, adminToken);
  try {
    await presetToken(page, adminToken);
    await openWeek(page, nextWeek);
    await openWeek(other.page, nextWeek);
    // A mark on the other desk's window: a reload would wipe it.
    await other.page.evaluate(() => Object.assign(window, { liveSpecMark: true }));

    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await addClientInDialog(dialog, customer, '+44 20 7946 0100');
    const line = page.getByRole('group', { name: 'Service 1' });
    await line.getByLabel('Service', { exact: true }).selectOption({ label: `${service} (30 min)` });
    await line.getByLabel('Employee', { exact: true }).selectOption({ label: maya });
    await line.getByLabel('Starts (UTC)', { exact: true }).fill(day);
    await line.getByLabel('Starts (UTC), time').fill('11:00');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Week grid' }).getByRole('button', { name: new RegExp(customer) })).toBeVisible();

    const seenThere = other.page.getByRole('region', { name: 'Week grid' }).getByRole('button', { name: new RegExp(customer) });
    await expect(seenThere).toBeVisible(LIVE);
    await expect(seenThere).toContainText('11:00');
    expect(await other.page.evaluate(() => (window as { liveSpecMark?: boolean }).liveSpecMark)).toBe(true);
    expect(other.errors).toEqual([]);
  } finally {
    await other.context.close();
  }
});
