import { createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { layoutConfigFor, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { ADD_GROUP_PATH, FIRST_LOAD, groupPath, saveServicesScreenshot, seedServices, serviceRows } from './servicesSupport';

// Two tabs, a remote and a server on a shared, loaded 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 180_000 });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots: ${device}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      await presetToken(page, adminToken);
      const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
      const id = await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Signature manicure'));
      await seedServices(adminServer.baseUrl, token, id, 12);

      await page.goto(groupPath(id));
      await expect(serviceRows(page)).toHaveCount(10, FIRST_LOAD);
      await saveServicesScreenshot(page, `${device}-group-${scheme}`);

      await page.getByRole('button', { name: 'Add service' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add service' }).click();
      await expect(dialog.getByText('Enter a name.')).toBeVisible();
      await saveServicesScreenshot(page, `${device}-dialog-errors-${scheme}`, false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(ADD_GROUP_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Parent Service' })).toBeVisible(FIRST_LOAD);
      await saveServicesScreenshot(page, `${device}-add-${scheme}`);
    });
  }
}
