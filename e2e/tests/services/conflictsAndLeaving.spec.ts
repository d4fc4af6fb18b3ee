import { createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, failedResponse, test } from '../../support/fixtures';
import { mainMenu } from '../../support/menu';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { FIRST_LOAD, getGroup, groupPath, saveServicesScreenshot, seedServices, serviceRows } from './servicesSupport';

// Two tabs, a remote and a server on a shared, loaded 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 180_000 });

test.describe('two administrators, and leaving with unsaved changes', () => {
  test('a save on a stale version (another tab saved first) explains the conflict and reloads their version', async ({ context, page, adminServer, adminToken, consoleErrors }) => {
    // The stale save answers 409 Conflict, which the browser logs.
    consoleErrors.allow(failedResponse(409));
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const name = uniqueUsername('Nail art');
    const id = await createServiceGroup(adminServer.baseUrl, token, name);
    await presetToken(page, adminToken);
    const otherTab = await context.newPage();

    for (const tab of [page, otherTab]) {
      await tab.goto(groupPath(id));
      await expect(tab.getByRole('button', { name: 'Edit details' })).toBeVisible(FIRST_LOAD);
      await tab.getByRole('button', { name: 'Edit details' }).click();
    }

    const theirName = `${name} (theirs)`;
    await otherTab.getByLabel('Name', { exact: true }).fill(theirName);
    await otherTab.getByRole('button', { name: 'Save changes' }).click();
    await expect(otherTab.getByRole('heading', { level: 1, name: theirName })).toBeVisible();

    await page.getByLabel('Description').fill('Mine, written on the old version.');
    const put = page.waitForResponse((response) => response.url().endsWith('/api/v1/services-parent') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).status()).toBe(409);
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this in the meantime' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('changed by someone else');
    await saveServicesScreenshot(page, 'desktop-conflict-light', false);

    await conflict.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(theirName);
    await expect(conflict).toBeHidden();
    await page.getByLabel('Description').fill('Mine, on their version.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page.getByText('Mine, on their version.')).toBeVisible();
    expect(await getGroup(adminServer.baseUrl, token, id)).toMatchObject({ name: theirName, version: 3 });
  });

  test('a stale service edit gets the same conflict and reload in the dialog', async ({ context, page, adminServer, adminToken, consoleErrors }) => {
    // The stale save answers 409 Conflict, which the browser logs.
    consoleErrors.allow(failedResponse(409));
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const id = await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Toes'));
    await seedServices(adminServer.baseUrl, token, id, 1, 'Polish');
    await presetToken(page, adminToken);
    const otherTab = await context.newPage();
    for (const tab of [page, otherTab]) {
      await tab.goto(groupPath(id));
      await expect(tab.getByRole('button', { name: 'Edit Polish 01' })).toBeVisible(FIRST_LOAD);
      await tab.getByRole('button', { name: 'Edit Polish 01' }).click();
    }
    await otherTab.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Polish deluxe');
    await otherTab.getByRole('button', { name: 'Save service' }).click();
    await expect(serviceRows(otherTab).first()).toContainText('Polish deluxe');

    const dialog = page.getByRole('dialog', { name: 'Edit “Polish 01”' });
    await dialog.getByLabel('Description').fill('Stale edit');
    await dialog.getByRole('button', { name: 'Save service' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Someone else changed this in the meantime');
    await dialog.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Polish deluxe');
  });

  test('leaving a form with unsaved changes through the menu asks first; staying keeps them', async ({ page, adminServer, adminToken }) => {
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const id = await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Spa'));
    await presetToken(page, adminToken);
    await page.goto(groupPath(id));
    await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Description').fill('Not saved yet');

    await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByText('Leave without saving?')).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(`${groupPath(id)}$`));
    await expect(page.getByLabel('Description')).toHaveValue('Not saved yet');

    await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Closing the tab asks the browser's own question.
    await page.goto(groupPath(id));
    await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Description').click();
    await page.keyboard.type('Still not saved');
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Description')).toHaveValue('Still not saved');
  });
});
