import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import {
  DESKTOP,
  expectNoSeriousAxeViolations,
  layoutConfigFor,
  presetLayoutConfig,
  saveScreenshot,
  storedLayoutConfig,
  themeLinkHrefs,
  waitForShell,
  type SchemeUnderTest,
} from './shellHelpers';

test.use({ viewport: DESKTOP });

const settingsDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Settings' });

test.describe('the settings panel', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('defaults, scale bounds, and everything survives a reload under the key "root"', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    // Ripple: off in the default config, switched on by the shell as it mounts (spec §4).
    // A first visit follows the operating system (light in this browser) until a mode is chosen.
    await expect.poll(() => storedLayoutConfig(page)).toEqual({
      ripple: true,
      inputStyle: 'outlined',
      menuMode: 'static',
      colorMode: 'system',
      colorScheme: 'light',
      theme: 'lara-light-indigo',
      scale: 14,
      themeByScheme: { light: 'lara-light-indigo', dark: 'lara-dark-indigo' },
    });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('14px');

    const settingsButton = page.getByRole('button', { name: 'Settings' });
    await settingsButton.click();
    const panel = settingsDialog(page);
    await expect(panel.getByRole('button', { name: 'Close settings' })).toBeFocused();
    const decrease = panel.getByRole('button', { name: 'Decrease scale' });
    const increase = panel.getByRole('button', { name: 'Increase scale' });
    await decrease.click();
    await decrease.click();
    await expect(decrease).toBeDisabled();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('12px');
    for (let step = 0; step < 4; step += 1) await increase.click();
    await expect(increase).toBeDisabled();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');

    await panel.getByText('Overlay', { exact: true }).click();
    await panel.getByText('Filled', { exact: true }).click();
    await panel.getByRole('button', { name: 'Lara · Teal, dark' }).click();
    await expect(panel.getByRole('button', { name: 'Lara · Teal, dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await themeLinkHrefs(page)).toEqual(['/themes/lara-dark-teal/theme.css']);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(settingsButton).toBeFocused();

    await page.reload();
    // Before any app script ran, the inline script already applied the saved theme and size.
    const atFirstParse = await page.evaluate(() => ({
      href: document.getElementById('theme-css')?.getAttribute('href'),
      fontSize: document.documentElement.style.fontSize,
    }));
    expect(atFirstParse).toEqual({ href: '/themes/lara-dark-teal/theme.css', fontSize: '16px' });
    await waitForShell(page);
    expect(await themeLinkHrefs(page)).toEqual(['/themes/lara-dark-teal/theme.css']);
    await expect(page.getByTestId('layout-wrapper')).toHaveClass(/layout-overlay/);
    await expect(page.getByTestId('layout-wrapper')).toHaveClass(/p-input-filled/);
  });

  test('a reload with a saved dark theme paints dark from the first frame (no default theme applied)', async ({ page }) => {
    await presetLayoutConfig(page, layoutConfigFor('dark'));
    const themeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/themes/')) themeRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    // Nothing is painted before the head's stylesheets have loaded: read the styles once all of them
    // have (the theme's, and on `/` the entry's with the body's background and the shell's; read
    // earlier, they are the styles of a frame that is never shown).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
          return links.length > 0 && links.every((link) => link.sheet !== null);
        }),
      )
      .toBe(true);
    // What the first frame shows: the body's background, else the root's, else the canvas of the
    // root's color scheme. A transparent body over a light canvas is not dark.
    const firstPaint = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      root: getComputedStyle(document.documentElement).backgroundColor,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(isDarkFirstPaint(firstPaint), JSON.stringify(firstPaint)).toBe(true);
    await waitForShell(page);
    expect(await themeLinkHrefs(page)).toEqual(['/themes/lara-dark-indigo/theme.css']);
    expect(themeRequests).toContain('/themes/lara-dark-indigo/theme.css');
    // The admin uses the system font stack: the themes' web fonts are never requested.
    expect(themeRequests.filter((url) => url.includes('/fonts/'))).toEqual([]);
  });

  test('rapid theme clicks leave exactly one theme stylesheet, the one of a finished switch', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = settingsDialog(page);
    await panel.getByRole('button', { name: 'Saga · Blue, light' }).click();
    await panel.getByRole('button', { name: 'Vela · Blue, dark' }).click();
    await panel.getByRole('button', { name: 'Arya · Blue, dark' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    const hrefs = await themeLinkHrefs(page);
    expect(hrefs).toHaveLength(1);
    const stored = await storedLayoutConfig(page);
    expect(hrefs[0]).toBe(`/themes/${String(stored?.theme)}/theme.css`);
  });

  for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
    test(`accessibility in the ${scheme} theme: dashboard and open settings panel have no serious axe violations`, async ({ page }) => {
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      await page.goto('/');
      await waitForShell(page);
      await expect(page.getByRole('region', { name: 'Recent changes' })).toHaveAttribute('aria-busy', 'false');
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Settings' }).click();
      const panel = settingsDialog(page);
      await expect(panel.getByRole('button', { name: 'Close settings' })).toBeFocused();
      await saveScreenshot(page, `desktop-settings-${scheme}`);
      await expectNoSeriousAxeViolations(page, '#layout-settings-panel');
    });
  }
});

test.describe('the sign-in page', () => {
  for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
    test(`has no shell, offers the simple settings panel, and no serious axe violations (${scheme})`, async ({ page }) => {
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Main menu' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, `desktop-login-${scheme}`);

      await page.getByRole('button', { name: 'Settings' }).click();
      const panel = settingsDialog(page);
      await expect(panel.getByRole('button', { name: 'Close settings' })).toBeFocused();
      await expect(panel.getByRole('switch', { name: 'Ripple effect on buttons' })).toBeVisible();
      await expect(panel.getByRole('button', { name: `Lara · Indigo, ${scheme}` })).toHaveAttribute('aria-pressed', 'true');
      await expect(panel.getByRole('radio', { name: scheme === 'light' ? 'Light' : 'Dark' })).toBeChecked();
      await expect(panel.getByRole('button', { name: 'Decrease scale' })).toHaveCount(0);
      await expect(panel.getByText('Menu type')).toHaveCount(0);
      await expect(panel.getByText('Input style')).toHaveCount(0);
      await saveScreenshot(page, `desktop-login-settings-${scheme}`);
      await expectNoSeriousAxeViolations(page, '#layout-settings-panel');
    });
  }
});

/** The first opaque of body and root background decides; when both are transparent, the canvas does. */
function isDarkFirstPaint({ body, root, scheme }: { body: string; root: string; scheme: string }): boolean {
  for (const color of [body, root]) {
    const channels = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(color);
    if (!channels) continue;
    const alpha = channels[4] === undefined ? 1 : Number(channels[4]);
    if (alpha === 0) continue;
    const [red, green, blue] = [channels[1], channels[2], channels[3]].map((channel) => Number(channel) / 255) as [number, number, number];
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 0.3;
  }
  return scheme.split(' ').includes('dark') && !scheme.includes('light');
}
