import { createServiceGroup } from '../../support/catalogSeed';
import { expect, failedResponse, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { saveScreenshot } from '../shell/shellHelpers';
import { createBooking, createEmployee, createService, openSalonEveryDay } from './generalApi';

// A remote, a server and Chromium on a shared, loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

test.describe('the employees page', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('add an employee with working hours and a service, find them, edit them', async ({ page, adminServer, adminToken }) => {
    const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Manicure'));
    const serviceName = uniqueUsername('Gel polish');
    await createService(adminServer.baseUrl, adminToken, groupId, serviceName);
    const lastName = uniqueUsername('Rossi');

    await page.goto('/admin/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('link', { name: 'Add employee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible();

    await page.getByLabel('First name').fill('Mia');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Job title').fill('Nail technician');
    await page.getByLabel('Email').fill(`${lastName.toLowerCase().replace(/[^a-z0-9]/g, '')}@salon.example`);
    // A new employee starts from the salon's opening hours, which other specs on this server may have
    // set (at most one interval on Monday): start Monday from nothing.
    const mondayStart = page.getByLabel('Monday, hours 1 from');
    if (await mondayStart.isVisible()) await page.getByRole('button', { name: /^Remove Monday, hours 1 / }).click();
    await expect(mondayStart).toHaveCount(0);
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByLabel('Monday, hours 1 to').fill('13:00');
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await expect(page.getByLabel('Monday, hours 2 from')).toHaveValue('13:00');
    await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
    await expect(page.getByLabel('Friday, hours 2 to')).toHaveValue('14:00');

    await page.getByRole('group', { name: 'Services they perform' }).getByRole('checkbox', { name: serviceName }).check();

    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/employees') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add employee' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByText('Employee added')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/employees\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Mia ${lastName}` })).toBeVisible();
    await expect(page.getByLabel('Thursday, hours 2 from')).toHaveValue('13:00');
    await expect(page.getByRole('checkbox', { name: serviceName })).toBeChecked();
    await saveScreenshot(page, 'employee-form-light');

    await page.getByRole('link', { name: 'Employees' }).first().click();
    // The list asks the server once typing pauses; a row clicked before that answer is re-drawn under
    // the pointer (a CI run lost the click, then typed into the search box as "Job title").
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === lastName);
    await page.getByRole('searchbox', { name: 'Search employees by name, job title or email' }).fill(lastName);
    expect((await searched).status()).toBe(200);
    await expect(page.locator('[aria-busy="true"]'), 'the list has drawn the answer').toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Active')).toBeVisible();
    await saveScreenshot(page, 'employees-list-light');
    await row.getByRole('link', { name: `Mia ${lastName}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Mia ${lastName}` })).toBeVisible();
    await page.getByLabel('Job title', { exact: true }).fill('Senior nail technician');
    await page.getByRole('button', { name: 'Save employee' }).click();
    await expect(page.getByText('Employee saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Senior nail technician', FIRST_LOAD);
  });

  test('someone with bookings is deactivated instead of deleted', async ({ page, adminServer, adminToken, consoleErrors }) => {
    consoleErrors.allow(failedResponse(409));
    await openSalonEveryDay(adminServer.baseUrl, adminToken);
    const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Pedicure'));
    const serviceId = await createService(adminServer.baseUrl, adminToken, groupId, uniqueUsername('Spa pedicure'));
    const lastName = uniqueUsername('Booked');
    const employeeId = await createEmployee(adminServer.baseUrl, adminToken, { firstName: 'Ana', lastName, email: `ana${Date.now()}@salon.example`, serviceIds: [serviceId] });
    await createBooking(adminServer.baseUrl, adminToken, employeeId, serviceId);

    await page.goto(`/admin/employees/${employeeId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ana ${lastName}` })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Ana ${lastName}?` });
    await dialog.getByRole('button', { name: 'Delete employee' }).click();
    await expect(dialog.getByRole('alert')).toContainText('cannot be deleted');
    await saveScreenshot(page, 'employee-has-bookings-light');
    await dialog.getByRole('button', { name: 'Deactivate instead' }).click();
    await expect(page.getByText('Employee deactivated')).toBeVisible();
    await expect(page.getByText('Inactive: kept for their bookings, not bookable.')).toBeVisible();

    await page.goto('/admin/employees');
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Inactive only' });
    await expect(page.getByRole('row').filter({ hasText: lastName }).getByText('Inactive')).toBeVisible();
  });
});
