import type { Page } from '@playwright/test';

/**
 * Moves the host's router without reloading, as a menu click does, so every remote a test visits
 * joins the same page (and the same federation share scope).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
