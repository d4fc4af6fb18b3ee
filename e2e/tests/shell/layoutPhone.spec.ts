import { expect, test } from '../../support/fixtures';
import { mainMenu } from '../../support/menu';
import { presetToken } from '../../support/signIn';
import { layoutConfigFor, menuToggle, PHONE, presetLayoutConfig, saveScreenshot, waitForShell, wrapper } from './shellHelpers';

test.use({ viewport: PHONE });

test.describe('the shell on a phone (390×844)', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('static mode: the toggle slides the full-screen menu in (layout-mobile-active, 150 ms); a menu link closes it', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const sidebar = page.locator('#layout-sidebar');
    await expect(sidebar).not.toBeInViewport();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await saveScreenshot(page, 'phone-dashboard-light');

    await menuToggle(page).click();
    await expect(wrapper(page)).toHaveClass(/layout-mobile-active/);
    await expect(wrapper(page)).not.toHaveClass(/layout-static-inactive/);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    expect(await sidebar.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain('0.15s');
    await saveScreenshot(page, 'phone-menu-open-light');

    await mainMenu(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/admin\/contact$/);
    await expect(wrapper(page)).not.toHaveClass(/layout-mobile-active/);
    await expect(sidebar).not.toBeInViewport();
  });

  test('Escape closes the menu; the top bar actions sit in a drop-down that a route change closes', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await menuToggle(page).click();
    await expect(wrapper(page)).toHaveClass(/layout-mobile-active/);
    await page.keyboard.press('Escape');
    await expect(wrapper(page)).not.toHaveClass(/layout-mobile-active/);

    const more = page.getByRole('button', { name: 'More actions' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
    await saveScreenshot(page, 'phone-topbar-menu-light');
    // A route change with no click anywhere, as the browser's Back and Forward make one: a click would
    // also close the drop-down as a click outside it, and prove nothing about the route change.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin/gift-card');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
  });

  test('the settings panel opened from the drop-down gives focus back to "More actions" when it closes', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const more = page.getByRole('button', { name: 'More actions' });
    await more.click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel.getByRole('button', { name: 'Close settings' })).toBeFocused();
    await saveScreenshot(page, 'phone-settings-light');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('overlay mode on a phone uses layout-overlay-active, never the static flags', async ({ page }) => {
    await presetLayoutConfig(page, { ...layoutConfigFor('dark'), menuMode: 'overlay' });
    await page.goto('/');
    await waitForShell(page);
    await menuToggle(page).click();
    await expect(wrapper(page)).toHaveClass(/layout-overlay-active/);
    await expect(wrapper(page)).not.toHaveClass(/layout-mobile-active|layout-static-inactive/);
    await expect(page.locator('#layout-sidebar')).toBeInViewport();
    await saveScreenshot(page, 'phone-menu-open-dark');
    // The menu covers the screen below the top bar: a click on the bar (outside the menu) closes it.
    await page.mouse.click(300, 30);
    await expect(wrapper(page)).not.toHaveClass(/layout-overlay-active/);
    await menuToggle(page).click();
    await expect(wrapper(page)).toHaveClass(/layout-overlay-active/);
    await menuToggle(page).click();
    await expect(wrapper(page)).not.toHaveClass(/layout-overlay-active/);
  });
});
