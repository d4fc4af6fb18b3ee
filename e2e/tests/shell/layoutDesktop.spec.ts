import { createGalleryGroup, createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { mainMenu, revealMenuLink } from '../../support/menu';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { DESKTOP, layoutConfigFor, menuToggle, presetLayoutConfig, saveScreenshot, waitForShell, wrapper, type SchemeUnderTest } from './shellHelpers';

test.use({ viewport: DESKTOP });

test.describe('the shell on a desktop (1280×800)', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('submenus open in 1000 ms and close in 450 ms (spec §9): the stylesheet the browser applies says so', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    // The transition classes exist only for a moment during a toggle: read the applied CSS of each.
    const durations = await page.evaluate(() =>
      ['layout-submenu-enter-active', 'layout-submenu-exit-active'].map((className) => {
        const probe = document.createElement('ul');
        probe.className = className;
        document.querySelector('.layout-sidebar')?.append(probe);
        const { transitionProperty, transitionDuration } = getComputedStyle(probe);
        probe.remove();
        return `${transitionProperty} ${transitionDuration}`;
      }),
    );
    expect(durations).toEqual(['max-height 1s', 'max-height 0.45s']);
  });

  test('top bar, menu groups, footer; the synthetic "add" entries come first and groups follow by name/theme', async ({ page, adminServer, adminToken }) => {
    const serviceName = uniqueUsername('Manicure');
    const galleryTheme = uniqueUsername('Summer');
    const serviceId = await createServiceGroup(adminServer.baseUrl, adminToken, serviceName);
    const galleryId = await createGalleryGroup(adminServer.baseUrl, adminToken, galleryTheme);

    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nail Or Never Admin' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const menu = mainMenu(page);
    await expect(menu.getByText('Home', { exact: true })).toBeVisible();
    await expect(menu.getByText('Service & Gallery', { exact: true })).toBeVisible();
    await expect(menu.getByText('General', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');

    await revealMenuLink(page, { label: serviceName, submenu: 'Parent Services' });
    const serviceLinks = menu.getByRole('button', { name: 'Parent Services' }).locator('xpath=following-sibling::ul').getByRole('link');
    await expect(serviceLinks.first()).toHaveText('Add Parent Service');
    await expect(serviceLinks.first()).toHaveAttribute('href', '/admin/parent-service/add');
    await expect(menu.getByRole('link', { name: serviceName })).toHaveAttribute('href', `/admin/parent-service/${serviceId}`);

    await revealMenuLink(page, { label: galleryTheme, submenu: 'Parent Gallery' });
    const galleryLinks = menu.getByRole('button', { name: 'Parent Gallery' }).locator('xpath=following-sibling::ul').getByRole('link');
    await expect(galleryLinks.first()).toHaveText('Add Parent Gallery');
    await expect(galleryLinks.first()).toHaveAttribute('href', '/admin/parent-gallery/add');
    await expect(menu.getByRole('link', { name: galleryTheme })).toHaveAttribute('href', `/admin/parent-gallery/${galleryId}`);

    for (const [label, href] of [
      ['Gift Card', '/admin/gift-card'],
      ['Booking', '/admin/booking'],
      ['Clients', '/admin/clients'],
      ['Employees', '/admin/employees'],
      ['Time off', '/admin/time-off'],
      ['Contact', '/admin/contact'],
      ['About Us', '/admin/about-us'],
    ] as const) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('a group created in the services section appears in the menu without a reload', async ({ page }) => {
    const name = uniqueUsername('Nail art');
    await page.goto('/admin/parent-service/add');
    await waitForShell(page);
    // A page reload would drop this marker.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add service group' }).click();
    await expect(mainMenu(page).getByRole('link', { name })).toBeVisible();
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  });

  test('keyboard users see where focus is: skip link, top bar and menu show a focus ring', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const focusRing = () => page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).boxShadow : 'none'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nail Or Never Admin' })).toBeFocused();
    expect(await focusRing()).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(menuToggle(page)).toBeFocused();
    expect(await focusRing()).not.toBe('none');
    await mainMenu(page).getByRole('link', { name: 'Booking' }).focus();
    expect(await focusRing()).not.toBe('none');
  });

  test('a deep link highlights its entry and opens its group', async ({ page, adminServer, adminToken }) => {
    const serviceName = uniqueUsername('Pedicure');
    const serviceId = await createServiceGroup(adminServer.baseUrl, adminToken, serviceName);
    await page.goto(`/admin/parent-service/${serviceId}`);
    await waitForShell(page);
    await expect(mainMenu(page).getByRole('button', { name: 'Parent Services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: serviceName })).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('button', { name: 'Parent Gallery' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('static mode: the toggle hides and shows the sidebar (layout-static-inactive), outside clicks leave it alone', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const sidebar = page.locator('#layout-sidebar');
    await expect(sidebar).toBeInViewport();
    await menuToggle(page).click();
    await expect(wrapper(page)).toHaveClass(/layout-static-inactive/);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
    await expect(wrapper(page)).toHaveClass(/layout-static-inactive/);
    await menuToggle(page).click();
    await expect(wrapper(page)).not.toHaveClass(/layout-static-inactive/);
    await expect(sidebar).toBeInViewport();
    expect(await sidebar.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain('0.3s');
  });

  test('overlay mode: the toggle floats the sidebar (layout-overlay-active); outside click, Escape and a route change close it', async ({ page }) => {
    await presetLayoutConfig(page, { ...layoutConfigFor('light'), menuMode: 'overlay' });
    await page.goto('/');
    await waitForShell(page);
    const sidebar = page.locator('#layout-sidebar');
    await expect(sidebar).not.toBeInViewport();

    await menuToggle(page).click();
    await expect(wrapper(page)).toHaveClass(/layout-overlay-active/);
    await expect(wrapper(page)).not.toHaveClass(/layout-static-inactive|layout-mobile-active/);
    await expect(sidebar).toBeInViewport();
    await saveScreenshot(page, 'desktop-overlay-open-light');
    await page.mouse.click(1100, 500);
    await expect(wrapper(page)).not.toHaveClass(/layout-overlay-active/);

    await menuToggle(page).click();
    await expect(sidebar).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(wrapper(page)).not.toHaveClass(/layout-overlay-active/);
    await expect(menuToggle(page)).toBeFocused();

    await menuToggle(page).click();
    await mainMenu(page).getByRole('link', { name: 'Booking' }).click();
    await expect(page).toHaveURL(/\/admin\/booking$/);
    await expect(wrapper(page)).not.toHaveClass(/layout-overlay-active/);
  });

  for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
    test(`dashboard in the ${scheme} theme: counts, recent changes, quick links`, async ({ page, adminServer, adminToken }) => {
      await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername(`Gel ${scheme}`));
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      await page.goto('/');
      await waitForShell(page);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent changes' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/admin/booking?new=1');
      await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Issue gift card' })).toHaveAttribute('href', '/admin/gift-card?new=1');
      await revealMenuLink(page, { label: 'Add Parent Service', submenu: 'Parent Services' });
      await saveScreenshot(page, `desktop-dashboard-${scheme}`);
    });
  }
});
