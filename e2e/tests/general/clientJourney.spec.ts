import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { addClientInDialog } from './clientField';
import { seedSalon } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;

/** Eight digits no other test's client has, so the "Is this …?" question cannot come up by chance. */
const uniqueDigits = (): string => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

test('a client made in the booking dialog is found by part of the phone, their visit is on their page, and a no-show is counted there', async ({
  page,
  adminServer,
  adminToken,
}) => {
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Journey hands'));
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
  const [service] = seed.services;
  const [employee] = seed.employees;
  if (!service || !employee) throw new Error('seedSalon made no service or employee');
  const name = uniqueUsername('Noor');
  const digits = uniqueDigits();
  // A Dutch mobile typed the way a caller says it; found again below by a few digits from its middle.
  const phone = `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
  // Yesterday: a no-show can only be marked once the booking's time has come, so the visit is recorded afterwards.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await presetToken(page, adminToken);

  await page.goto('/admin/booking?view=list');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await addClientInDialog(dialog, name, phone);
  const line = page.getByRole('group', { name: 'Service 1' });
  await line.getByLabel('Service', { exact: true }).selectOption({ label: `${service.name} (30 min)` });
  await line.getByLabel('Employee', { exact: true }).selectOption({ label: employee.name });
  await line.getByLabel('Starts (UTC)', { exact: true }).fill(day);
  await line.getByLabel('Starts (UTC), time').fill('11:00');
  // A passed time asks instead of being refused after "Book".
  await dialog.getByRole('checkbox', { name: /Record a past visit/ }).check();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('searchbox', { name: 'Search clients by name, phone or email' }).fill(digits.slice(1, 7));
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  const clientPage = page.url();
  const past = page.getByRole('region', { name: /Past visits/ });
  await expect(past).toContainText(service.name);
  await expect(page.getByTestId('client-no-shows')).toHaveText('0');

  await page.goto(`/admin/booking?view=list&date=${day}`);
  const entry = page.getByRole('button', { name: new RegExp(`${name}: `) });
  await entry.click();
  const drawer = page.getByRole('dialog', { name: `Booking for ${name}` });
  // A pending booking is confirmed first: only a confirmed one can be a no-show.
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  // The drawer stays open on the changed booking.
  await expect(drawer.getByTestId('booking-status')).toHaveText('Confirmed');
  await drawer.getByRole('button', { name: 'Mark no-show' }).click();
  await page.getByRole('dialog', { name: 'Mark as a no-show?' }).getByRole('button', { name: 'Mark no-show' }).click();
  await expect(drawer.getByTestId('booking-status')).toHaveText('No-show');
  await page.keyboard.press('Escape');
  await expect(entry).toContainText('No-show');

  await page.goto(clientPage);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('client-no-shows')).toHaveText('1');
});
