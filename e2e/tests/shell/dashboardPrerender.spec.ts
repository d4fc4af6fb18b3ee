import type { Page } from '@playwright/test';
import { scanPage } from '../../support/axe';
import { holdScripts } from '../../support/heldScripts';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from './shellHelpers';

/*
 * `/` is answered with the app's page and the dashboard drawn in it at build time
 * (scripts/lib/prerenderPages.mjs, host/prerender/DashboardPrerender.tsx): the shell and the page's
 * frames paint before any script runs, and the app hydrates them (host/src/bootstrap.tsx).
 */

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

test.describe('the dashboard painted from HTML', () => {
  test.use({ viewport: DESKTOP });

  test('a signed-in visitor sees the shell and the dashboard\'s frames before any script runs', async ({ page, adminToken, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await presetToken(page, adminToken);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New booking' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    await expect(page.getByText('Loading recent changes…')).toBeVisible();
    // Styled by the page's own stylesheets, linked in its head: the sidebar is a card beside the page.
    const sidebar = await page.locator('#layout-sidebar').boundingBox();
    const heading = await dashboardHeading(page).boundingBox();
    expect(sidebar && heading && sidebar.x + sidebar.width <= heading.x).toBe(true);
  });

  test('a visitor who saved the overlay menu is painted without the sidebar, as React then draws it', async ({ page, adminToken, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await presetToken(page, adminToken);
    await presetLayoutConfig(page, { ...layoutConfigFor('light'), menuMode: 'overlay' });
    const sidebarOutOfView = async () => {
      const box = await page.locator('#layout-sidebar').boundingBox();
      return box !== null && box.x + box.width <= 0;
    };
    const headingX = async () => (await dashboardHeading(page).boundingBox())?.x ?? Number.NaN;
    const release = await holdScripts(page, '**/main.js');

    await page.goto('/', { waitUntil: 'commit' });
    await expect(dashboardHeading(page)).toBeVisible();
    expect(await sidebarOutOfView()).toBe(true);
    const paintedX = await headingX();

    release();
    await expect(page.locator('.layout-wrapper')).toHaveClass(/layout-overlay/);
    await expect(page.locator('[data-prerendered="dashboard"][aria-busy="true"]')).toHaveCount(0);
    expect(await sidebarOutOfView()).toBe(true);
    expect(await headingX()).toBe(paintedX);
  });

  test('a visitor without a token is never shown the dashboard, and is sent to sign in', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('[data-prerendered="dashboard"]')).toBeAttached();
    await expect(dashboardHeading(page)).toBeHidden();
    await page.unrouteAll();
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  for (const address of ['/admin/account', '/admin/gift-card', '/admin/no-such-page']) {
    test(`${address} shows no dashboard while its code is on its way`, async ({ page, adminToken, consoleErrors }) => {
      consoleErrors.allow(/ERR_FAILED/);
      await presetToken(page, adminToken);
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(address);
      await expect(page.locator('#root')).toBeAttached();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    });
  }
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`hydration at ${viewport.width} px`, () => {
    test.use({ viewport });

    /*
     * The page's code is held back until the dashboard's data has arrived, so React hydrates with the
     * data already in its cache: the painted HTML has none. A first render that drew it would not
     * match (a console error, which fails the test) and React would draw the page again.
     */
    test('React takes over the painted dashboard in place, even when its data came first', async ({ page, adminToken }) => {
      await presetToken(page, adminToken);
      const summaryAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/dashboard/summary').then((response) => response.finished());
      await page.route(/\/dashboard\.[0-9a-f]+\.js$/, async (route) => {
        await summaryAnswered;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await expect(dashboardHeading(page)).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { paintedHeading: Element | null }).paintedHeading = document.querySelector('main h1');
      });

      // Hydrated, then drawn with the data: the catalogue counts are numbers now.
      await expect(page.locator('.dashboard-count dd').first()).toHaveText(/^\d/);
      await expect(page.getByText('Loading recent changes…')).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { paintedHeading: Element | null }).paintedHeading === document.querySelector('main h1'))).toBe(true);
      await expect(page.locator('main h1')).toHaveCount(1);

      // Live: the menu button works (on a phone it opens the menu, on a desktop it hides it).
      const menuButton = page.getByRole('button', { name: 'Main menu' });
      const expanded = await menuButton.getAttribute('aria-expanded');
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    });

    /*
     * The business card is painted with its headings and labels, so its largest text is on screen
     * from the first frame (Lighthouse's largest paint) and the figures land where their frame was.
     */
    test('the business card is painted with its headings, and its figures arrive without moving them', async ({ page, adminToken, consoleErrors }) => {
      consoleErrors.allow(/ERR_FAILED/);
      await presetToken(page, adminToken);
      const release = await holdScripts(page, '**/main.js');
      const card = page.locator('section.dashboard-business');
      const landmarks = [
        card.getByRole('heading', { name: 'The salon today' }),
        card.locator('dt', { hasText: 'Expected this week' }),
        card.getByRole('heading', { name: 'Today’s bookings by status' }),
        card.getByText('No-show', { exact: true }),
        card.getByRole('heading', { name: 'Next appointments' }),
      ];
      // From the card's top: on a first day the setup checklist arrives above the card and moves it whole.
      const tops = async () => {
        const cardTop = (await card.boundingBox())?.y ?? Number.NaN;
        return Promise.all(landmarks.map(async (landmark) => ((await landmark.boundingBox())?.y ?? Number.NaN) - cardTop));
      };

      await page.goto('/', { waitUntil: 'commit' });
      for (const landmark of landmarks) await expect(landmark).toBeVisible();
      const painted = await tops();

      release();
      await expect(page.getByTestId('business-week-revenue')).toHaveText(/\d/);
      expect(await tops()).toEqual(painted);
    });
  });
}

test.describe('clicks before hydration', () => {
  test.use({ viewport: DESKTOP });

  /*
   * The page's code is held back while the visitor clicks the painted page: a submenu's button
   * (which does nothing without React) and then a link. Once released, both take effect in order,
   * the link as the app's own navigation, not a new page load.
   */
  test('a click on the painted dashboard is held and made once React has the page', async ({ page, adminToken, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await presetToken(page, adminToken);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dashboard\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
    });
    // Not until "load": the held file is preloaded, which holds the load event back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = menu.getByRole('button', { name: 'Parent Services', exact: true });
    await expect(page.locator('[data-prerendered="dashboard"]')).toHaveAttribute('aria-busy', 'true');
    await toggle.click();
    await menu.getByRole('link', { name: 'Gift Card' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(page.url()).toMatch(/\/$/);

    release();
    await expect(page).toHaveURL(/\/admin\/gift-card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-prerendered]')).not.toHaveAttribute('aria-busy');
    expect(documents).toBe(1);
  });
});

/* What a person sees before the code has run is a page too: axe scans the painted frame alone. */
for (const scheme of ['light', 'dark'] satisfies SchemeUnderTest[]) {
  for (const viewport of [DESKTOP, PHONE]) {
    test.describe(`the painted dashboard, ${scheme}, ${viewport.width} px`, () => {
      test.use({ viewport });

      test('has no axe violations before any script runs', async ({ page, adminToken, consoleErrors }) => {
        consoleErrors.allow(/ERR_FAILED/);
        await presetToken(page, adminToken);
        await presetLayoutConfig(page, layoutConfigFor(scheme));
        await page.route('**/*.js', (route) => route.abort());
        await page.goto('/');
        await expect(dashboardHeading(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
        const { violations } = await scanPage(page, `prerendered ${scheme} ${viewport.width}`);
        expect(violations).toEqual([]);
      });
    });
  }
}
