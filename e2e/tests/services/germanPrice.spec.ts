import { createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { FIRST_LOAD, groupMenuLink, serviceRows } from './servicesSupport';

// A German browser: "45,50" is forty-five euros fifty, never 4,550.
test.use({ locale: 'de-DE' });
test.describe.configure({ timeout: 180_000 });

interface ListedService {
  name: string;
  price: number | null;
}

test('a price typed as "45,50" in a German browser is stored as 45.50 and shown as 45,50 €', async ({ page, adminServer, adminToken }) => {
  const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
  const group = uniqueUsername('Pediküre');
  const groupId = await createServiceGroup(adminServer.baseUrl, token, group);

  await presetToken(page, adminToken);
  await page.goto('/');
  await (await groupMenuLink(page, group)).click();
  await expect(page.getByRole('button', { name: 'Add service' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Spa-Pediküre');
  const price = dialog.getByLabel('Price (EUR)');
  await price.fill('45,50');
  await price.blur();
  await expect(price).toHaveValue('45,50');
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expect(dialog).toBeHidden();

  const response = await fetch(`${adminServer.baseUrl}/api/v1/services-parent/list-service?id=${groupId}`, { headers: { Authorization: `JWT ${token}` } });
  const listed = ((await response.json()) as { data: ListedService[] }).data;
  expect(listed).toEqual([expect.objectContaining({ name: 'Spa-Pediküre', price: 45.5 })]);

  // Intl writes a no-break space between the amount and the symbol.
  await expect(serviceRows(page).first()).toContainText(/45,50\s€/, FIRST_LOAD);
});
