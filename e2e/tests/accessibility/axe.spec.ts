import type { Page } from '@playwright/test';
import { DEFAULT_REMOTES_CONFIG } from '../../support/adminServer';
import { scanPage, type AxeScan } from '../../support/axe';
import { createGalleryGroup, createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { SECTIONS } from '../../support/sections';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { seedServices, serviceRows } from '../services/servicesSupport';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, waitForShell, type SchemeUnderTest } from '../shell/shellHelpers';

// Every page and every dialog, drawer and panel, per theme and width: a long walk on a loaded machine.
test.describe.configure({ timeout: 420_000 });

const GENERAL_PAGES = ['/admin/gift-card', '/admin/booking', '/admin/clients', '/admin/employees', '/admin/contact', '/admin/about-us'];
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
const FIRST_LOAD = { timeout: 60_000 };

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(mainHeading(page).first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('layout-loading-overlay')).toHaveCount(0);
}

async function openSettings(page: Page, isPhone: boolean): Promise<void> {
  if (isPhone) await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  // The controls load on first open.
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: every page, dialog and panel — ${width}, ${scheme}`, async ({ page, adminServer, adminToken, consoleErrors }) => {
      const isPhone = width === 'phone';
      const scans: AxeScan[] = [];
      const scan = async (label: string, include?: string) => scans.push(await scanPage(page, `${width}/${scheme} ${label}`, include));

      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));

      // Signed out: the sign-in page (it has its own theme switch).
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible(FIRST_LOAD);
      await scan('sign-in page');

      const groupName = uniqueUsername('Axe manicure');
      const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, groupName);
      await seedServices(adminServer.baseUrl, adminToken, groupId, 3);
      const galleryId = await createGalleryGroup(adminServer.baseUrl, adminToken, uniqueUsername('Axe summer'));
      await presetToken(page, adminToken);

      await openPage(page, '/');
      await waitForShell(page);
      await scan('dashboard');

      await openSettings(page, isPhone);
      await scan('settings panel');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();

      if (isPhone) {
        await page.getByRole('button', { name: 'Main menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await scan('mobile menu open');
        await page.keyboard.press('Escape');
      }

      await openPage(page, SECTIONS.services.path);
      await scan('services: add group page');

      await openPage(page, `/admin/parent-service/${groupId}`);
      await expect(serviceRows(page)).toHaveCount(3, FIRST_LOAD);
      await scan('services: group page with its table');

      await page.getByRole('button', { name: 'Add service' }).click();
      const serviceDialog = page.getByRole('dialog');
      await expect(serviceDialog).toBeVisible();
      await serviceDialog.getByRole('button', { name: 'Add service' }).click();
      await expect(serviceDialog.getByText('Enter a name.')).toBeVisible();
      // A modal: the page behind it is scanned on its own above.
      await scan('services: service dialog with errors', '.p-dialog');
      await serviceDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(serviceDialog).toBeHidden();

      await serviceRows(page).first().getByRole('button', { name: /^Delete / }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await scan('services: delete service confirmation', '.p-dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Delete group' }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await scan('services: delete group confirmation', '.p-dialog');
      await page.keyboard.press('Escape');

      await openPage(page, SECTIONS.galleries.path);
      await scan('galleries: add group page');
      await openPage(page, `/admin/parent-gallery/${galleryId}`);
      await scan('galleries: group page');

      for (const path of GENERAL_PAGES) {
        await openPage(page, path);
        await scan(`general: ${path}`);
      }

      await openPage(page, '/admin/no-such-page');
      await scan('not-found page');

      // A remote that cannot load: the contained error panel.
      consoleErrors.allow(/no-such-build|RUNTIME-|section failed/);
      adminServer.writeRemotesConfig({ ...DEFAULT_REMOTES_CONFIG, galleries: `${adminServer.baseUrl}/no-such-build/mf-manifest.json` });
      try {
        await page.goto(SECTIONS.galleries.path);
        await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible(FIRST_LOAD);
        await scan('remote error panel');
      } finally {
        adminServer.resetRemotesConfig();
      }

      const violations = scans.flatMap((result) => result.violations);
      const knownDefects = scans.flatMap((result) => result.knownDefects);
      test.info().annotations.push(
        { type: 'axe scans', description: String(scans.length) },
        { type: 'documented library defects', description: String(knownDefects.length) },
      );
      console.log(`axe ${width}/${scheme}: ${scans.length} scans, ${violations.length} violations, ${knownDefects.length} documented library defects`);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
}
