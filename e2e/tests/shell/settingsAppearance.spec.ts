import type { Page } from '@playwright/test';
import { expectPaintedScheme } from '../../support/paint';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, expectNoSeriousAxeViolations, layoutConfigFor, PHONE, presetLayoutConfig, saveScreenshot, storedLayoutConfig, themeLinkHrefs, waitForShell } from './shellHelpers';

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** The theme the page shows, once the switch has settled on exactly one stylesheet. */
async function expectShownTheme(page: Page, theme: string, scheme: 'light' | 'dark'): Promise<void> {
  await expect.poll(() => themeLinkHrefs(page)).toEqual([`/themes/${theme}/theme.css`]);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
}

async function openSettings(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'More actions' });
  if (await more.isVisible()) await more.click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settingsDialog(page).getByRole('button', { name: 'Close settings' })).toBeFocused();
}

test.describe('Appearance: Light / Dark / System', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('System follows the operating system live, and a reload paints its scheme from the first frame', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForShell(page);
    await openSettings(page);
    const panel = settingsDialog(page);
    const appearance = panel.getByRole('group', { name: 'Appearance' });
    // A first visit is in System mode.
    await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
    await expectShownTheme(page, 'lara-light-indigo', 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectShownTheme(page, 'lara-dark-indigo', 'dark');
    await expectPaintedScheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectShownTheme(page, 'lara-light-indigo', 'light');

    // Light and Dark stay put whatever the system does; the theme's family is kept.
    await panel.getByRole('button', { name: 'Material · Deep purple, light' }).click();
    await expectShownTheme(page, 'md-light-deeppurple', 'light');
    await appearance.getByText('Dark', { exact: true }).click();
    await expectShownTheme(page, 'md-dark-deeppurple', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expectShownTheme(page, 'md-dark-deeppurple', 'dark');

    await appearance.getByText('System', { exact: true }).click();
    await expectShownTheme(page, 'md-light-deeppurple', 'light');
    await expect.poll(async () => (await storedLayoutConfig(page))?.colorMode).toBe('system');

    // Reload in System with the system dark: the before-paint script picks the dark stylesheet.
    await page.emulateMedia({ colorScheme: 'dark' });
    const themeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/themes/')) themeRequests.push(new URL(request.url()).pathname);
    });
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    const atFirstParse = await page.evaluate(() => ({
      href: document.getElementById('theme-css')?.getAttribute('href'),
      scheme: document.documentElement.dataset.colorScheme,
    }));
    expect(atFirstParse).toEqual({ href: '/themes/md-dark-deeppurple/theme.css', scheme: 'dark' });
    await waitForShell(page);
    await expectShownTheme(page, 'md-dark-deeppurple', 'dark');
    await expectPaintedScheme(page, 'dark');
    // The document's own <link> names the default theme, so the browser may start that request
    // before the inline script rewrites the href; it is never applied (href above, paint below).
    expect(themeRequests.at(-1)).toBe('/themes/md-dark-deeppurple/theme.css');
  });
});

test.describe('Appearance on the sign-in page', () => {
  test.use({ viewport: DESKTOP });

  test('a first visit follows the operating system live, before the settings panel was ever opened', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    await expectShownTheme(page, 'lara-dark-indigo', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectShownTheme(page, 'lara-light-indigo', 'light');
    await expectPaintedScheme(page, 'light');
    await expect(settingsDialog(page)).toHaveCount(0);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  const device = viewport === PHONE ? 'phone' : 'desktop';
  test.describe(`the settings panel on a ${device}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, adminToken }) => {
      await presetToken(page, adminToken);
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`open in ${scheme}: no axe violations of any impact, screenshot`, async ({ page }) => {
        await presetLayoutConfig(page, layoutConfigFor(scheme));
        await page.goto('/');
        await waitForShell(page);
        await openSettings(page);
        await expect(settingsDialog(page).getByRole('radio', { name: scheme === 'light' ? 'Light' : 'Dark' })).toBeChecked();
        await saveScreenshot(page, `${device}-settings-appearance-${scheme}`);
        await expectNoSeriousAxeViolations(page, '#layout-settings-panel', { anyImpact: true });
      });
    }
  });
}
