import type { Page } from '@playwright/test';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { PHONE } from '../shell/shellHelpers';
import { apiCall, seedBookingAt, seedSalon } from './generalApi';

/** Issue 25, "a calendar people can read": the popover, the cancelled filter, the phone's day view. */
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;

/** Tomorrow (UTC, the seeded salon's zone) as YYYY-MM-DD. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The day view's heading in the browser's English ("Thursday 26 November" or "Thursday, November 26"). */
function heading(day: string): RegExp {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const [weekday, date, month] = [part({ weekday: 'long' }), part({ day: 'numeric' }), part({ month: 'long' })];
  return new RegExp(`^${weekday},? (${date} ${month}|${month} ${date})$`);
}

test('week view: a long client and service in full on hover and on focus; cancelled bookings only with "Show cancelled"', async ({ page, adminServer, adminToken }) => {
  const client = uniqueUsername('Jade Classen-Oyelaran de la Fontaine');
  const service = uniqueUsername('Gel extensions with hand-painted French tips');
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Readable calendar'));
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [service], [uniqueUsername('Maya')]);
  const [employee] = seed.employees;
  const [serviceSeed] = seed.services;
  if (!employee || !serviceSeed) throw new Error('seedSalon made no employee or service');
  const day = tomorrow();
  await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: client, serviceId: serviceSeed.id, employeeId: employee.id, startsAt: `${day}T10:00:00.000Z` });
  const gone = uniqueUsername('Cancelled client');
  const cancelled = await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: gone, serviceId: serviceSeed.id, employeeId: employee.id, startsAt: `${day}T14:00:00.000Z` });
  await apiCall(adminServer.baseUrl, adminToken, 'POST', `/bookings/${cancelled.id}/status`, { status: 'cancelled', version: 1, reason: 'Customer moved away' });
  await presetToken(page, adminToken);

  await page.goto(`/admin/booking?view=week&date=${day}`);
  const grid = page.getByRole('region', { name: 'Week grid' });
  const block = grid.getByRole('button', { name: new RegExp(client) });
  await expect(block).toContainText('10:00–10:30', FIRST_LOAD);
  await expect(page.getByRole('list', { name: 'Colours:' })).toContainText(employee.name);

  const popover = page.getByRole('tooltip');
  await block.hover();
  await expect(popover).toContainText(client);
  await expect(popover).toContainText(`${service} with ${employee.name}`);
  await page.mouse.move(0, 0);
  await expect(popover).toBeHidden();

  await block.focus();
  await expect(popover).toContainText(`${service} with ${employee.name}`);
  await expect(block).toHaveAccessibleDescription(new RegExp(service));
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  await expect(grid.getByRole('button', { name: new RegExp(gone) })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show cancelled' }).check();
  await expect(grid.getByRole('button', { name: new RegExp(gone) })).toContainText('Cancelled');
  await page.getByRole('checkbox', { name: 'Show cancelled' }).uncheck();
  await expect(grid.getByRole('button', { name: new RegExp(gone) })).toHaveCount(0);
});

/** A finger on the touch screen from one point to another, through DevTools (real touch events). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 6; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the day view is the default; a swipe and the arrow keys move between days', async ({ page, adminServer, adminToken }) => {
    const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Phone calendar'));
    const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
    const [employee] = seed.employees;
    if (!employee) throw new Error('seedSalon made no employee');
    const day = tomorrow();
    await presetToken(page, adminToken);

    await page.goto(`/admin/booking?date=${day}`);
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);
    // Other specs on this server add employees: one column, so the grid fits and nothing scrolls sideways.
    await page.getByLabel('Employee', { exact: true }).selectOption({ label: employee.name });
    const grid = page.getByRole('region', { name: 'Day grid by employee' });
    await expect(grid.locator('.rbc-row-resource')).toHaveText(employee.name);
    const title = page.getByRole('heading', { level: 2 });
    await expect(title).toHaveText(heading(day));

    await grid.scrollIntoViewIfNeeded();
    const box = await grid.boundingBox();
    if (!box) throw new Error('The day grid is not drawn');
    const y = box.y + Math.min(box.height, 400) / 2;
    await swipe(page, { x: box.x + box.width - 30, y }, { x: box.x + 30, y: y + 10 });
    await expect(title).toHaveText(heading(shiftDay(day, 1)));
    await swipe(page, { x: box.x + 30, y }, { x: box.x + box.width - 30, y });
    await expect(title).toHaveText(heading(day));

    await grid.focus();
    await page.keyboard.press('ArrowRight');
    await expect(title).toHaveText(heading(shiftDay(day, 1)));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(title).toHaveText(heading(shiftDay(day, -1)));
    await expect(grid).toBeFocused();
  });
});
