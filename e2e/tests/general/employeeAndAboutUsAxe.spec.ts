import type { Page } from '@playwright/test';
import { scanPage, type AxeScan } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, waitForShell, type SchemeUnderTest } from '../shell/shellHelpers';
import { makePng } from '../../support/tinyPng';
import { createEmployee } from './generalApi';

// The employee form and its delete dialog, and the about-us page with a picture, its preview and
// its "remove" confirmation, per theme and width (the pages themselves are also in the axe spec of
// every page).
test.describe.configure({ timeout: 240_000 });

/** Waits for the dialogs' and toasts' opening transitions: a half-faded control fails contrast. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
const FIRST_LOAD = { timeout: 60_000 };

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`axe: the employee form and its dialogs — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const scans: AxeScan[] = [];
      const scan = async (label: string, include?: string) => {
        await settled(page);
        scans.push(await scanPage(page, `${width}/${scheme} ${label}`, include));
      };
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      await presetToken(page, adminToken);
      const lastName = uniqueUsername('Axe');
      const employeeId = await createEmployee(adminServer.baseUrl, adminToken, { firstName: 'Eve', lastName, email: `eve${Date.now()}${width}${scheme}@salon.example` });

      await page.goto('/admin/employees/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible(FIRST_LOAD);
      await waitForShell(page);
      await page.getByRole('button', { name: 'Add employee' }).click();
      await expect(page.getByText('Enter the first name.')).toBeVisible();
      await scan('new employee form with errors');

      await page.goto(`/admin/employees/${employeeId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Eve ${lastName}` })).toBeVisible(FIRST_LOAD);
      await scan('employee form');

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('dialog', { name: `Delete Eve ${lastName}?` })).toBeVisible();
      await scan('delete dialog', '.p-dialog');

      // The about-us page's picture and its two dialogs: the preview and "remove this picture?".
      await page.goto('/admin/about-us');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible(FIRST_LOAD);
      await page.getByLabel('New picture file').setInputFiles({ name: 'axe.png', mimeType: 'image/png', buffer: makePng(40, 30) });
      await page.getByLabel('Description of the new picture').fill(`Axe picture ${width} ${scheme}`);
      await page.getByRole('button', { name: 'Add picture' }).click();
      await expect(page.getByText('Picture added')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Page text' })).toBeVisible();
      await scan('about-us page with a picture');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('dialog', { name: 'Preview: the saved page as visitors see it' })).toBeVisible();
      await scan('about-us preview', '.p-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Remove picture “Axe picture ${width} ${scheme}”` }).click();
      await expect(page.getByRole('dialog', { name: 'Remove this picture?' })).toBeVisible();
      await scan('remove picture confirmation', '.p-dialog');

      const violations = scans.flatMap((result) => result.violations.map((violation) => `${result.label}: ${violation}`));
      expect(violations).toEqual([]);
    });
  }
}
