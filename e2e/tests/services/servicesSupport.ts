import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { revealMenuLink } from '../../support/menu';
import { expectSchemeOfScreenshot } from '../../support/paint';
import { REPO_ROOT } from '../../support/paths';

/**
 * Where the services section's screenshots go, to be looked at after a run (git-ignored).
 * `SERVICES_SCREENSHOTS_DIR` moves them out of test-results/, which every Playwright run empties.
 */
export const SERVICES_SCREENSHOTS = process.env.SERVICES_SCREENSHOTS_DIR ?? path.join(REPO_ROOT, 'e2e', 'test-results', 'services-screenshots');

/** A full page for pages, the viewport for dialogs (a modal's mask covers only the viewport). */
export async function saveServicesScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await expectSchemeOfScreenshot(page, name);
  await page.screenshot({ path: path.join(SERVICES_SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * The first load of a page pulls the host, the remote and their shared chunks; on the shared 2-core
 * machine under load that took up to 40 s, so the first wait after a navigation gets more time.
 */
export const FIRST_LOAD = { timeout: 60_000 } as const;

export const groupPath = (id: number): string => `/admin/parent-service/${id}`;
export const ADD_GROUP_PATH = '/admin/parent-service/add';

export const groupMenuLink = (page: Page, name: string) => revealMenuLink(page, { label: name, submenu: 'Parent Services' });

/** The services table's data rows (the header row has column headers, not cells). */
export const serviceRows = (page: Page) => page.getByRole('table', { name: 'Services' }).locator('tbody tr');

export async function expectPageReport(page: Page, text: string): Promise<void> {
  await expect(page.locator('.p-paginator-current')).toHaveText(text);
}

export { getGroup, seedServices, type SeedService } from './servicesApi';
