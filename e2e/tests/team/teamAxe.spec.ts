import { scanPage } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, saveScreenshot, waitForShell, type SchemeUnderTest } from '../shell/shellHelpers';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: Team, its dialogs, My account with the QR, and Activity — ${width}, ${scheme}`, async ({ page, adminToken }) => {
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      await presetToken(page, adminToken);
      const scans: string[] = [];

      await page.goto('/admin/team');
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible(FIRST_LOAD);
      await waitForShell(page);
      await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
      scans.push(...(await scanPage(page, `${width}/${scheme} Team`)).violations);
      await saveScreenshot(page, `team-${width}-${scheme}`);

      await page.getByRole('button', { name: 'Add person' }).click();
      await expect(page.getByRole('dialog', { name: 'Add person' })).toBeVisible();
      scans.push(...(await scanPage(page, `${width}/${scheme} Add person`)).violations);
      await page.getByRole('dialog', { name: 'Add person' }).getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: /^Manage / }).first().click();
      await expect(page.getByRole('dialog', { name: /^Manage / })).toBeVisible();
      scans.push(...(await scanPage(page, `${width}/${scheme} Manage person`)).violations);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: /^Manage / })).toBeHidden();

      await page.goto('/admin/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible(FIRST_LOAD);
      await page.getByRole('button', { name: 'Set up one-time codes' }).click();
      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
      await expect(qr.locator('svg')).toBeVisible();
      scans.push(...(await scanPage(page, `${width}/${scheme} My account`)).violations);
      await saveScreenshot(page, `account-${width}-${scheme}`);
      // The whole page, QR included (the check of saveScreenshot samples the middle, which the white QR would fool).
      await page.screenshot({ path: test.info().outputPath(`account-qr-${width}-${scheme}.png`), fullPage: true });

      await page.goto('/admin/activity');
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(FIRST_LOAD);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      scans.push(...(await scanPage(page, `${width}/${scheme} Activity`)).violations);
      await saveScreenshot(page, `activity-${width}-${scheme}`);

      expect(scans, scans.join('\n')).toEqual([]);
    });
  }
}
