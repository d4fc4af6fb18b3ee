import { createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { expectPageReport, FIRST_LOAD, groupMenuLink, groupPath, saveServicesScreenshot, seedServices, serviceRows } from './servicesSupport';

// Two tabs, a remote and a server on a shared, loaded 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 180_000 });

test.describe("a group's services", () => {
  test('25 services (24 by the API, one through the dialog by keyboard) page through on the server, and search finds by name', async ({ page, adminServer, adminToken }) => {
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const name = uniqueUsername('Manicure');
    const id = await createServiceGroup(adminServer.baseUrl, token, name);
    await seedServices(adminServer.baseUrl, token, id, 24);
    const listCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/services-parent/list-service') listCalls.push(url);
    });

    await presetToken(page, adminToken);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible(FIRST_LOAD);
    await (await groupMenuLink(page, name)).click();
    await expect(page).toHaveURL(new RegExp(`${groupPath(id)}$`));
    await expect(serviceRows(page)).toHaveCount(10, FIRST_LOAD);
    await expectPageReport(page, '1–10 of 24');
    await expect(serviceRows(page).first()).toContainText('Service 01');
    await expect(serviceRows(page).first()).toContainText('20 min');

    // Add the 25th through the dialog, keyboard only.
    await page.getByRole('button', { name: 'Add service' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Add a service to “${name}”` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.type('Service 25 deluxe');
    await dialog.getByLabel('Duration (minutes)').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('90');
    await dialog.getByLabel('Price (EUR)').focus();
    await page.keyboard.type('49.9');
    await saveServicesScreenshot(page, 'desktop-service-dialog-light', false);
    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/services') && response.request().method() === 'POST');
    await page.keyboard.press('Enter');
    const body = (await (await created).json()) as { data: { durationMinutes: number; price: number; priceType: string } };
    expect(body.data).toMatchObject({ durationMinutes: 90, price: 49.9, priceType: 'fixed' });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Service added')).toBeVisible();
    await expectPageReport(page, '1–10 of 25');
    // Display order 0 (the form's default) puts it first.
    await expect(serviceRows(page).first()).toContainText('Service 25 deluxe');
    await expect(serviceRows(page).first()).toContainText('1 h 30 min');
    await expect(serviceRows(page).first()).toContainText('€49.90');

    // Server-side paging: page 3 holds the last five.
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expectPageReport(page, '21–25 of 25');
    await expect(serviceRows(page)).toHaveCount(5);
    await expect(serviceRows(page).last()).toContainText('Service 24');
    expect(listCalls.some((url) => url.searchParams.get('page') === '3' && url.searchParams.get('limit') === '10')).toBe(true);
    await saveServicesScreenshot(page, 'desktop-services-page3-light');

    // Searching starts again on page 1 of the matches, with one request per pause in typing.
    const before = listCalls.length;
    await page.getByLabel('Search services by name').pressSequentially('service 1', { delay: 30 });
    await expectPageReport(page, '1–10 of 10');
    await expect(serviceRows(page).first()).toContainText('Service 10');
    await saveServicesScreenshot(page, 'desktop-search-light');
    const searches = listCalls.slice(before);
    expect(searches.at(-1)?.searchParams.get('q')).toBe('service 1');
    expect(searches.at(-1)?.searchParams.get('page')).toBe('1');
    expect(searches.length).toBeLessThan(4);

    await page.getByLabel('Search services by name').fill('no such thing');
    await expect(page.getByText('No service name contains “no such thing”.')).toBeVisible();
    await page.getByLabel('Search services by name').press('Escape');
    await expectPageReport(page, '1–10 of 25');
  });

  test('editing and deleting a service from its row', async ({ page, adminServer, adminToken }) => {
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const id = await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Lashes'));
    await seedServices(adminServer.baseUrl, token, id, 2, 'Lift');
    await presetToken(page, adminToken);
    await page.goto(groupPath(id));

    await expect(page.getByRole('button', { name: 'Edit Lift 01' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Edit Lift 01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit “Lift 01”' });
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await dialog.getByLabel('Price type').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Free' }).click();
    await expect(dialog.getByLabel('Price (EUR)')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Save service' }).click();
    await expect(dialog).toBeHidden();
    await expect(serviceRows(page).first()).toContainText('Free');

    await page.getByRole('button', { name: 'Delete Lift 02' }).click();
    await page.getByRole('button', { name: 'Delete service' }).click();
    await expect(page.getByText('Service deleted')).toBeVisible();
    await expect(serviceRows(page)).toHaveCount(1);
  });

  test('Escape closes the dialog; with changes it asks first', async ({ page, adminServer, adminToken }) => {
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const id = await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Brows'));
    await presetToken(page, adminToken);
    await page.goto(groupPath(id));
    await expect(page.getByRole('button', { name: 'Add the first service' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Add the first service' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add a service/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add service', exact: true }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Tint');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Discard your changes?')).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Tint');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
  });
});
