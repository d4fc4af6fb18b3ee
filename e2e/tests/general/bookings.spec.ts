import type { Locator, Page } from '@playwright/test';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { watchNetwork } from '../../support/quietNetwork';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { seedBookingAt, seedSalon } from './generalApi';
import { addClientInDialog } from './clientField';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

/** Tomorrow (UTC, the salon's zone here) as YYYY-MM-DD, and whether it falls in next week. */
function tomorrow(): { day: string; nextWeek: boolean } {
  const date = new Date(Date.now() + 86_400_000);
  return { day: date.toISOString().slice(0, 10), nextWeek: date.getUTCDay() === 1 };
}

/** A date box and a 24-hour time box (ClockDateTimeInput), from `YYYY-MM-DDTHH:MM`. */
async function fillDateTime(scope: Locator, label: string, local: string) {
  const [day = '', time = ''] = local.split('T');
  await scope.getByLabel(label, { exact: true }).fill(day);
  await scope.getByLabel(`${label}, time`).fill(time);
}

async function fillLine(page: Page, index: number, service: string, employee: string, start: string) {
  const line = page.getByRole('group', { name: `Service ${index + 1}` });
  await line.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await line.getByLabel('Employee', { exact: true }).selectOption({ label: employee });
  await fillDateTime(line, 'Starts (UTC)', start);
}

test('list view: book two services, be refused a clash, reschedule by keyboard, confirm (arrival waits for the start)', async ({ page, adminServer, adminToken, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Booking hands'));
  const manicure = uniqueUsername('Manicure');
  const pedicure = uniqueUsername('Pedicure');
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [manicure, pedicure], [uniqueUsername('Maya'), uniqueUsername('Sam')]);
  const [maya, sam] = seed.employees.map((employee) => employee.name) as [string, string];
  const customer = uniqueUsername('Ana');
  const { day, nextWeek } = tomorrow();
  await presetToken(page, adminToken);

  await page.goto('/admin/booking?view=list');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
  if (nextWeek) await page.getByRole('button', { name: 'Next week' }).click();

  await page.getByRole('button', { name: 'New booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'New booking' });
  await addClientInDialog(dialog, customer, '+44 20 7946 0000');
  await fillLine(page, 0, `${manicure} (30 min)`, sam, `${day}T10:00`);
  await dialog.getByRole('button', { name: 'Add another service' }).click();
  await fillLine(page, 1, `${pedicure} (45 min)`, maya, `${day}T10:00`);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();
  const entry = page.getByRole('button', { name: new RegExp(`${customer}: `) });
  await expect(entry).toContainText('10:00–10:45');
  // Found again by part of the phone number, typed in another form than when booked.
  const finder = page.getByRole('searchbox', { name: 'Find client: name or phone' });
  await finder.fill('7946 0000');
  await expect(page.getByRole('status').filter({ hasText: /found, on any date/ })).toBeVisible();
  await expect(entry).toContainText('10:00–10:45');
  await finder.fill('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-week.png`, fullPage: true });

  await page.getByRole('button', { name: 'New booking' }).click();
  dialog = page.getByRole('dialog', { name: 'New booking' });
  await addClientInDialog(dialog, uniqueUsername('Clashing'), '+44 20 7946 0001');
  await fillLine(page, 0, `${pedicure} (45 min)`, maya, `${day}T10:30`);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`${maya} already has`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-clash.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // What was typed is not thrown away without asking.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  await entry.click();
  const drawer = page.getByRole('dialog', { name: `Booking for ${customer}` });
  await fillDateTime(drawer, 'New start (UTC)', `${day}T13:00`);
  await drawer.getByRole('button', { name: 'Move booking' }).click();
  await expect(drawer).toBeHidden();
  await expect(entry).toContainText('13:00–13:45');

  await entry.click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('Pending');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-drawer.png` });
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  // The drawer stays open on the changed booking; tomorrow's booking cannot be marked arrived yet, and says why.
  await expect(drawer.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(drawer.getByRole('button', { name: 'Mark arrived' })).toBeDisabled();
  await expect(drawer.getByText(/Arrived and No-show can be marked from .*, when the booking starts\./)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(entry).toContainText('Confirmed');
});

/** The top of the hour's row in the time gutter: where a block starting then begins. */
async function hourTop(page: Page, hour: string): Promise<number> {
  const label = page.locator('.rbc-time-gutter .rbc-timeslot-group').filter({ hasText: hour });
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error(`No row for ${hour}`);
  return box.y;
}

/**
 * Drags a block by its top edge so that edge lands on `hour`: react-big-calendar keeps the point
 * where the block was grabbed, so grabbing and dropping 4 px below the edges moves the start exactly.
 */
async function dragTo(page: Page, block: Locator, hour: string): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  const from = await block.boundingBox();
  if (!from) throw new Error('The block is not drawn');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + 4);
  await page.mouse.down();
  const targetY = (await hourTop(page, hour)) + 4;
  await page.mouse.move(x, from.y + 20, { steps: 4 });
  await page.mouse.move(x, targetY, { steps: 12 });
  await page.mouse.up();
}

test('day view: pick a free slot to book, drag a booking to a free time, a drag onto a clash is refused, a drag to another column changes the employee', async ({ page, adminServer, adminToken, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Calendar hands'));
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya'), uniqueUsername('Sam')]);
  const [service] = seed.services;
  const [maya, sam] = seed.employees;
  if (!service || !maya || !sam) throw new Error('seedSalon made no service or employees');
  const { day } = tomorrow();
  const moving = uniqueUsername('Moving');
  const staying = uniqueUsername('Staying');
  await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: moving, serviceId: service.id, employeeId: maya.id, startsAt: `${day}T10:00:00.000Z` });
  await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: staying, serviceId: service.id, employeeId: maya.id, startsAt: `${day}T12:00:00.000Z` });
  await presetToken(page, adminToken);
  const network = watchNetwork(page);

  await page.goto(`/admin/booking?view=day&date=${day}`);
  // Other specs on this server add employees: only Maya's column matters here.
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: maya.name });
  const calendar = page.getByRole('region', { name: 'Day grid by employee' });
  await expect(calendar.locator('.rbc-row-resource')).toHaveText(maya.name, FIRST_LOAD);
  const block = calendar.getByRole('button', { name: new RegExp(moving) });
  await expect(block).toContainText('10:00–10:30');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-day-light.png`, fullPage: true });

  // A click on a free time opens the new booking at that time, for the column's employee.
  const slotY = (await hourTop(page, '16:00')) + 6;
  const column = await calendar.locator('.rbc-day-slot').first().boundingBox();
  if (!column) throw new Error('No day column');
  await page.mouse.click(column.x + column.width / 2, slotY);
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog.getByLabel('Starts (UTC)', { exact: true })).toHaveValue(day);
  await expect(dialog.getByLabel('Starts (UTC), time')).toHaveValue('16:00');
  await expect(dialog.getByLabel('Employee', { exact: true })).toHaveValue(String(maya.id));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await dragTo(page, block, '14:00');
  await expect(page.getByText('Booking moved')).toBeVisible();
  await expect(block).toContainText('14:00–14:30');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-dragged-light.png`, fullPage: true });

  // Onto the other booking: the server refuses and the block goes back to 14:00.
  await dragTo(page, block, '12:00');
  const refusal = page.getByRole('alert').filter({ hasText: 'was not moved' });
  await expect(refusal).toContainText(`${maya.name} already has`);
  await expect(block).toContainText('14:00–14:30');
  await expect(calendar.getByRole('button', { name: new RegExp(staying) })).toContainText('12:00–12:30');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-drag-refused-light.png`, fullPage: true });

  // Across columns: with every employee shown, dropped in Sam's column at 15:00 it becomes Sam's.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: 'All employees' });
  const headers = calendar.locator('.rbc-row-resource .rbc-header');
  await expect(headers.filter({ hasText: sam.name })).toHaveCount(1);
  const headerTexts = await headers.allTextContents();
  const samIndex = headerTexts.findIndex((text) => text.includes(sam.name));
  // Other specs on this server add employees, and each column is at least 7.5rem wide: a page wide
  // enough for all of them keeps Maya's block and Sam's column on screen together for the drag.
  await page.setViewportSize({ width: Math.max(1280, 600 + headerTexts.length * 130), height: 800 });
  const samColumn = calendar.locator('.rbc-time-content .rbc-day-slot').nth(samIndex);
  // Every column's shading and the refetches the last move caused (its own live event) land before
  // the press: a redraw in the middle of a drag ends it where it is.
  await network.quiet();
  await samColumn.scrollIntoViewIfNeeded();
  await block.scrollIntoViewIfNeeded();
  const from = await block.boundingBox();
  if (!from) throw new Error('The block is not drawn');
  await page.mouse.move(from.x + from.width / 2, from.y + 4);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
  // Measured last: scrolling the block or the 15:00 row into view moves the columns (other specs'
  // employees make the grid wider than the page), and a box read before would point at a neighbour.
  const targetY = (await hourTop(page, '15:00')) + 4;
  const samBox = await samColumn.boundingBox();
  if (!samBox) throw new Error('Sam\u2019s column is not drawn');
  await page.mouse.move(samBox.x + samBox.width / 2, targetY, { steps: 12 });
  await page.mouse.up();
  // The toast names the new time only once the server has taken the move.
  await expect(page.getByText(`${moving}, `).filter({ hasText: '15:00' })).toBeVisible();
  await expect(samColumn.getByRole('button', { name: new RegExp(moving) })).toContainText('15:00–15:30');

  // The week grid shows the move too, and Enter on a block opens its drawer.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const weekBlock = page.getByRole('region', { name: 'Week grid' }).getByRole('button', { name: new RegExp(moving) });
  await expect(weekBlock).toContainText('15:00–15:30');
  await weekBlock.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Booking for ${moving}` })).toBeVisible();
});
