import type { Page } from '@playwright/test';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, seedSalon, type BookingSeed } from './generalApi';
import { addClientInDialog } from './clientField';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;

/** Tomorrow in UTC (the seeded salon's zone), `YYYY-MM-DD`: every time of it is still ahead. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Opens New booking from the list view and chooses the service and the day; the employee stays "Anyone available". */
async function newBookingFor(page: Page, service: string, day: string) {
  await page.goto('/admin/booking?view=list');
  await page.getByRole('button', { name: 'New booking' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  const line = dialog.getByRole('group', { name: 'Service 1' });
  await line.getByLabel('Service', { exact: true }).selectOption({ label: `${service} (30 min)` });
  await line.getByLabel('Starts (UTC)', { exact: true }).fill(day);
  return { dialog, line };
}

async function seed(page: Page, baseUrl: string, token: string): Promise<BookingSeed> {
  const groupId = await createServiceGroup(baseUrl, token, uniqueUsername('Offers'));
  const salon = await seedSalon(baseUrl, token, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya'), uniqueUsername('Sam')]);
  await presetToken(page, token);
  return salon;
}

test('book by choosing an offered time for "anyone available"', async ({ page, adminServer, adminToken }) => {
  const salon = await seed(page, adminServer.baseUrl, adminToken);
  const [service] = salon.services;
  if (!service) throw new Error('No service seeded');
  const day = tomorrow();
  const { dialog, line } = await newBookingFor(page, service.name, day);
  const customer = uniqueUsername('Offered');
  await addClientInDialog(dialog, customer, '+44 20 7946 0101');
  await expect(line.getByLabel('Employee', { exact: true })).toHaveValue('');

  const times = dialog.getByRole('group', { name: /^Free start times on / });
  await times.getByRole('button', { name: '10:00', exact: true }).click();
  await expect(times.getByRole('button', { name: '10:00', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The time named who is free: one of the two who do the service.
  const employeeId = Number(await line.getByLabel('Employee', { exact: true }).inputValue());
  expect(salon.employees.map((employee) => employee.id)).toContain(employeeId);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();

  const found = await apiCall<Array<{ items: Array<{ employeeId: number; startsAt: string }> }>>(adminServer.baseUrl, adminToken, 'GET', `/bookings?q=${encodeURIComponent(customer)}`);
  expect(found[0]?.items[0]).toMatchObject({ employeeId, startsAt: `${day}T10:00:00.000Z` });
});

test("an employee's holiday on the Time off page takes her out of that day's offers", async ({ page, adminServer, adminToken }) => {
  const salon = await seed(page, adminServer.baseUrl, adminToken);
  const [maya, sam] = salon.employees;
  const [service] = salon.services;
  if (!maya || !sam || !service) throw new Error('Nothing seeded');
  const day = tomorrow();

  await page.goto('/admin/time-off');
  await page.getByRole('button', { name: 'Add time off' }).click(FIRST_LOAD);
  const form = page.getByRole('dialog', { name: 'Add time off' });
  await form.getByLabel('Employee').selectOption({ label: maya.name });
  await form.getByLabel('Holiday').check();
  await form.getByLabel('First day').fill(day);
  await form.getByLabel('Last day').fill(day);
  await form.getByRole('button', { name: 'Add time off' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: maya.name }).getByText('Holiday')).toBeVisible();

  const { dialog, line } = await newBookingFor(page, service.name, day);
  const employee = line.getByLabel('Employee', { exact: true });
  await employee.selectOption({ label: maya.name });
  await expect(dialog.getByText(/^No free time on .+ with .+ — try another day or employee\.$/)).toBeVisible();
  await employee.selectOption({ label: 'Anyone available' });
  const times = dialog.getByRole('group', { name: /^Free start times on / });
  await times.getByRole('button', { name: '10:00', exact: true }).click();
  await expect(employee).toHaveValue(String(sam.id));

  const offers = await apiCall<{ slots: Array<{ employeeIds: number[] }> }>(adminServer.baseUrl, adminToken, 'GET', `/bookings/availability?date=${day}&services=${service.id}`);
  expect(offers.slots.length).toBeGreaterThan(0);
  expect(offers.slots.flatMap((slot) => slot.employeeIds)).not.toContain(maya.id);
});
