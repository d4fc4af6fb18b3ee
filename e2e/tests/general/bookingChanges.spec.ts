import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { dragTo } from './calendarDrag';
import { apiCall, seedBookingAt, seedSalon } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;

/** A UTC day (the salon's zone here) `offset` days from today, as YYYY-MM-DD. */
const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('drag a booking to another time, then a mistaken no-show is confirmed, undone back to confirmed, and the visit completed', async ({ page, adminServer, adminToken }) => {
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Undo hands'));
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
  const [service] = seed.services;
  const [maya] = seed.employees;
  if (!service || !maya) throw new Error('seedSalon made no service or employee');
  const tomorrow = dayFromToday(1);
  const yesterday = dayFromToday(-1);
  const moving = uniqueUsername('Moving');
  const missed = uniqueUsername('Missed');
  await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: moving, serviceId: service.id, employeeId: maya.id, startsAt: `${tomorrow}T10:00:00.000Z` });
  // Yesterday's visit, recorded afterwards (recordPastVisit) and confirmed: its time has come, so it can be a no-show.
  const past = await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: missed, serviceId: service.id, employeeId: maya.id, startsAt: `${yesterday}T11:00:00.000Z` });
  await apiCall(adminServer.baseUrl, adminToken, 'POST', `/bookings/${past.id}/status`, { status: 'confirmed', version: 1, reason: '' });
  await presetToken(page, adminToken);

  await page.goto(`/admin/booking?view=day&date=${tomorrow}`);
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: maya.name });
  const calendar = page.getByRole('region', { name: 'Day grid by employee' });
  const block = calendar.getByRole('button', { name: new RegExp(moving) });
  await expect(block).toContainText('10:00–10:30', FIRST_LOAD);
  await dragTo(page, block, '14:00');
  await expect(page.getByText('Booking moved')).toBeVisible();
  await expect(block).toContainText('14:00–14:30');

  await page.goto(`/admin/booking?view=list&date=${yesterday}`);
  const entry = page.getByRole('button', { name: new RegExp(`${missed}: `) });
  await entry.click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: `Booking for ${missed}` });
  await expect(drawer.getByTestId('booking-status')).toHaveText('Confirmed');
  await drawer.getByRole('button', { name: 'Mark no-show' }).click();
  // Asked first; the question's default is to keep the booking as it is.
  const question = page.getByRole('dialog', { name: 'Mark as a no-show?' });
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await question.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('No-show');
  await expect(drawer.getByRole('status').filter({ hasText: 'Status is now No-show' })).toBeVisible();
  const undo = drawer.getByRole('button', { name: 'Undo: back to Confirmed' });
  await expect(undo).toBeFocused();

  await undo.click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(drawer.getByRole('status').filter({ hasText: 'Undone: the booking is Confirmed again.' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Undo/ })).toBeHidden();

  // The visit did happen after all: arrived, then completed.
  await drawer.getByRole('button', { name: 'Mark arrived' }).click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('Arrived');
  await drawer.getByRole('button', { name: 'Complete' }).click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('Completed');
  await page.keyboard.press('Escape');
  await expect(entry).toContainText('Completed');
});

test('Change booking: add a second service by keyboard only, saved with the same checks', async ({ page, adminServer, adminToken }) => {
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Change hands'));
  const gel = uniqueUsername('Gel');
  const pedicure = uniqueUsername('Pedicure');
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [gel, pedicure], [uniqueUsername('Maya')]);
  const [service] = seed.services;
  const [maya] = seed.employees;
  if (!service || !maya) throw new Error('seedSalon made no service or employee');
  const tomorrow = dayFromToday(1);
  const customer = uniqueUsername('Resize');
  await seedBookingAt(adminServer.baseUrl, adminToken, { customerName: customer, serviceId: service.id, employeeId: maya.id, startsAt: `${tomorrow}T10:00:00.000Z` });
  await presetToken(page, adminToken);

  await page.goto(`/admin/booking?view=list&date=${tomorrow}`);
  const entry = page.getByRole('button', { name: new RegExp(`${customer}: `) });
  await expect(entry).toContainText('10:00–10:30', FIRST_LOAD);
  await entry.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Booking for ${customer}` });
  // The focus is in the drawer as it appears (not when its ~0.3 s slide-in ends: read at once, not
  // waited for), and a dialog opened from it during the slide-in keeps the focus when the slide
  // ends (PrimeReact's own Close took it back then, and the typing below went nowhere).
  await expect(drawer).toBeVisible();
  expect(await drawer.getByRole('button', { name: 'Close' }).evaluate((button) => button === document.activeElement)).toBe(true);
  await drawer.getByRole('button', { name: 'Change booking' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change booking' });
  await expect(drawer).toHaveClass(/p-sidebar-enter-done/);
  await expect(dialog).toHaveClass(/p-dialog-enter-done/);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const first = dialog.getByRole('group', { name: 'Service 1' });
  await expect(first.getByLabel('Service', { exact: true })).toHaveValue(String(service.id));

  await dialog.getByRole('button', { name: 'Add another service' }).focus();
  await page.keyboard.press('Enter');
  const second = dialog.getByRole('group', { name: 'Service 2' });
  await second.getByLabel('Service', { exact: true }).focus();
  // A closed select picks the option whose label is typed.
  await page.keyboard.type(pedicure);
  await page.keyboard.press('Tab');
  await page.keyboard.type(maya.name);
  await page.keyboard.press('Tab');
  // The date box takes month, day and year in the browser's (en-US) order.
  const [year = '', month = '', day = ''] = tomorrow.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  // The date box's calendar button comes next in the tab order: the time box is reached directly.
  await second.getByLabel('Starts (UTC), time').focus();
  await page.keyboard.type('10:30');
  await expect(second.getByLabel('Service', { exact: true })).toHaveValue(String(seed.services[1]?.id));
  await expect(second.getByLabel('Starts (UTC)', { exact: true })).toHaveValue(tomorrow);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking changed')).toBeVisible();
  await expect(drawer.getByText(new RegExp(`10:30 ${pedicure} with ${maya.name}`))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(entry).toContainText('10:00–11:15');
});
