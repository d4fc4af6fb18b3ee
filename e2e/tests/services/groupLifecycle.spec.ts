import { createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, failedResponse, test } from '../../support/fixtures';
import { mainMenu } from '../../support/menu';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { ADD_GROUP_PATH, FIRST_LOAD, getGroup, groupMenuLink, groupPath, saveServicesScreenshot, seedServices } from './servicesSupport';
import { makePng } from '../../support/tinyPng';

// Two tabs, a remote and a server on a shared, loaded 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 180_000 });

test.describe('a service group from creation to deletion', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('adding a group with a picture: preview, saved, in the menu at once, its page opens', async ({ page }) => {
    const name = uniqueUsername('Gel nails');
    await page.goto(ADD_GROUP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Parent Service' })).toBeVisible(FIRST_LOAD);

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('Long-lasting colour, cured under a lamp.');
    await page.getByLabel('Picture file').setInputFiles({ name: 'gel.png', mimeType: 'image/png', buffer: makePng(64, 48) });
    await expect(page.getByText('New picture: gel.png (saved with the form).')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the picture' })).toBeVisible();
    await page.getByLabel('Display order').fill('3');

    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/services-parent') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add service group' }).click();
    expect((await created).status()).toBe(201);

    await expect(page.getByText('Service group added')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/parent-service\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const picture = page.getByRole('img', { name: `Picture of ${name}` });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(await groupMenuLink(page, name)).toBeVisible();
    await expect(page.getByText('No services in this group yet')).toBeVisible();
  });

  test('the form says what is wrong before sending anything', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/services-parent')) posted += 1;
    });
    await page.goto(ADD_GROUP_PATH);
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible(FIRST_LOAD);
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByRole('button', { name: 'Add service group' }).click();
    await expect(page.getByText('The name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    expect(posted).toBe(0);
  });

  test('a duplicate name is refused by the server and shown on the name field', async ({ page, adminServer, adminToken, consoleErrors }) => {
    // The duplicate answers 409 Conflict, which the browser logs.
    consoleErrors.allow(failedResponse(409));
    const name = uniqueUsername('Pedicure');
    await createServiceGroup(adminServer.baseUrl, adminToken, name);
    await page.goto(ADD_GROUP_PATH);
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible(FIRST_LOAD);
    await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
    await page.getByLabel('Name', { exact: true }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/add$/);
  });

  test('deleting a group names its services, removes it from the menu, and its address then says "not found"', async ({ page, adminServer, consoleErrors }) => {
    // The deleted group's address answers 404, which the browser logs.
    consoleErrors.allow(failedResponse(404));
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const name = uniqueUsername('Waxing');
    const id = await createServiceGroup(adminServer.baseUrl, token, name);
    await seedServices(adminServer.baseUrl, token, id, 3);

    await page.goto(groupPath(id));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(await groupMenuLink(page, name)).toBeVisible();

    await page.getByRole('button', { name: 'Delete group' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText(`Delete “${name}”?`);
    await expect(confirm).toContainText('Its 3 services will be deleted with it. This cannot be undone.');
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await saveServicesScreenshot(page, 'desktop-delete-confirm-light', false);
    await confirm.getByRole('button', { name: 'Delete group and 3 services' }).click();

    await expect(page).toHaveURL(/\/admin\/parent-service\/add$/);
    await expect(page.getByText('Service group deleted')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(getGroup(adminServer.baseUrl, token, id)).rejects.toThrow(/404/);

    // The page was left with `replace`: Back does not return to a deleted group. Its address does.
    await page.goto(groupPath(id));
    await expect(page.getByText('This service group does not exist')).toBeVisible(FIRST_LOAD);
    await saveServicesScreenshot(page, 'desktop-not-found-light');
  });
});
