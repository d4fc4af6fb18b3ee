import { scanPage } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { createEmployee } from '../general/generalApi';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, saveScreenshot, waitForShell, type SchemeUnderTest } from '../shell/shellHelpers';

// The staff list with every kind of status tag: the page-by-page walk of axe.spec.ts meets this list
// empty (or with whatever other specs left), so its tags would go unscanned.
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: the staff list with active, inactive and not bookable staff — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      // One surname for the three, so a search shows exactly them whatever else this server holds.
      const surname = uniqueUsername('Axestaff');
      const seeds = [
        { firstName: 'Ada', active: true, bookable: true },
        { firstName: 'Ben', active: false, bookable: false },
        { firstName: 'Cleo', active: true, bookable: false },
      ];
      for (const seed of seeds) {
        await createEmployee(adminServer.baseUrl, adminToken, { ...seed, lastName: surname, email: `${seed.firstName}.${surname}@salon.example`.toLowerCase() });
      }
      await presetToken(page, adminToken);

      await page.goto('/admin/employees');
      await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible(FIRST_LOAD);
      await waitForShell(page);
      const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === surname);
      await page.getByRole('searchbox', { name: 'Search employees by name, job title or email' }).fill(surname);
      expect((await searched).status()).toBe(200);
      await expect(page.locator('[aria-busy="true"]'), 'the list has drawn the answer').toHaveCount(0);
      const rows = page.getByRole('row').filter({ hasText: surname });
      await expect(rows).toHaveCount(3);
      // By the whole name: the random surname can hold a first name's letters ("f8eadaf4" holds "ada").
      const row = (firstName: string) => rows.filter({ hasText: `${firstName} ${surname}` });
      await expect(row('Ada').getByText('Active', { exact: true })).toBeVisible();
      await expect(row('Ben').getByText('Inactive', { exact: true })).toBeVisible();
      await expect(row('Cleo').getByText('Not bookable', { exact: true })).toBeVisible();

      await rows.first().scrollIntoViewIfNeeded();
      const scan = await scanPage(page, `${width}/${scheme} staff list with every status`);
      await saveScreenshot(page, `staff-list-${width}-${scheme}`);
      expect(scan.violations, scan.violations.join('\n')).toEqual([]);
    });
  }
}
