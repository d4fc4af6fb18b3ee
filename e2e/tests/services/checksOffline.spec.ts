import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { ADD_GROUP_PATH, FIRST_LOAD } from './servicesSupport';

test.describe.configure({ timeout: 180_000 });

// Every script asked for after the page painted: the form's checks (its resolver chunk and the schemas).
const SCRIPT = /\.m?js(\?.*)?$/;
const CHECKS_UNAVAILABLE = 'The form’s checks could not be loaded, so nothing was saved. Check your connection and save again: what you typed is kept.';

test('when the form’s checks cannot be fetched, a submit says so and keeps what was typed; once online, the next submit saves', async ({ page, adminToken, consoleErrors }) => {
  await presetToken(page, adminToken);
  await page.goto(ADD_GROUP_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Parent Service' })).toBeVisible(FIRST_LOAD);
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toBeEnabled();

  // The network drops for scripts only, after the page painted and before the form was touched.
  const refused: string[] = [];
  await page.route(SCRIPT, (route) => {
    refused.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/services-parent')) posted += 1;
  });

  const groupName = uniqueUsername('Offline nails');
  await name.fill(groupName);
  await page.getByRole('button', { name: 'Add service group' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CHECKS_UNAVAILABLE })).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  await expect(name).toHaveValue(groupName);
  await expect(page.getByText(/ChunkLoadError|Loading chunk/)).toHaveCount(0);
  expect(posted).toBe(0);

  // Back online: the same button fetches the checks, checks, and saves.
  await page.unroute(SCRIPT);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/services-parent') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add service group' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText(CHECKS_UNAVAILABLE)).toHaveCount(0);
});
