import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { menuLink } from '../../support/menu';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, seedSalon } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;

/**
 * The calendar keeps no copies of the contact record or the staff: it reads their resources, so what
 * is saved on their pages shows the moment one comes back to it through the menu, without a reload.
 */
test('a time zone saved on the Contact page and a new employee show at once in a calendar opened before', async ({ page, adminServer, adminToken }) => {
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Fresh hands'));
  await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Manicure')], [uniqueUsername('Maya')]);
  const lastName = uniqueUsername('Chen');
  await presetToken(page, adminToken);

  try {
    await page.goto('/admin/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'New booking' }).click();
    let dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog.getByLabel('Starts (UTC)', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await menuLink(page, { label: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible(FIRST_LOAD);
    // The region holds the time zone's list and, after it, the currency's.
    await page.getByRole('region', { name: 'Map and time zone' }).getByRole('button', { name: 'Choose an option' }).first().click();
    // The list opens with its filter focused: typing narrows some 400 zones to one.
    await page.keyboard.type('Asia/Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click();
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByText('Contact details saved')).toBeVisible();

    await menuLink(page, { label: 'Employees' }).click();
    await page.getByRole('link', { name: 'Add employee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible(FIRST_LOAD);
    await page.getByLabel('First name').fill('Lin');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Job title').fill('Nail technician');
    await page.getByLabel('Email').fill(`${lastName.toLowerCase().replace(/[^a-z0-9]/g, '')}@salon.example`);
    await page.getByRole('button', { name: 'Add employee' }).click();
    await expect(page.getByText('Employee added')).toBeVisible();

    await menuLink(page, { label: 'Booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await page.getByRole('button', { name: 'New booking' }).click();
    dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog.getByLabel('Starts (Asia/Tokyo)', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Employee', { exact: true }).getByRole('option', { name: `Lin ${lastName}` })).toBeAttached();
  } finally {
    // Other specs on this worker's server expect the salon in UTC.
    const contact = await apiCall<Record<string, unknown>>(adminServer.baseUrl, adminToken, 'GET', '/contact');
    await apiCall(adminServer.baseUrl, adminToken, 'PUT', '/contact', { ...contact, timeZone: 'UTC' });
  }
});
