import type { Page } from '@playwright/test';

/**
 * Holds back the scripts matching `held` (a URL glob, or a test on the path) until `release` is
 * called: what the page shows, and asks for, before its code has arrived.
 */
export async function holdScripts(page: Page, held: string | ((pathname: string) => boolean)): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = typeof held === 'string' ? held : (url: URL) => url.pathname.endsWith('.js') && held(url.pathname);
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
