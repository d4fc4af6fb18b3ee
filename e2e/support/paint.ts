import { expect, type Page } from '@playwright/test';

/**
 * Relative luminance (0 black … 1 white) of what is painted at the middle of the viewport: the
 * first mostly opaque background from the element there up to the root; -1 when none is.
 */
export function paintedLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    let element: Element | null = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    while (element) {
      const channels = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(element).backgroundColor);
      if (channels && (channels[4] === undefined || Number(channels[4]) > 0.5)) {
        const [red, green, blue] = [channels[1], channels[2], channels[3]].map((value) => Number(value) / 255) as [number, number, number];
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
      }
      element = element.parentElement;
    }
    return -1;
  });
}

/**
 * The page really shows the theme's color scheme (a transparent or missing background fails). Polled:
 * after a theme switch the themes' own background transitions (0.2 s on inputs and buttons) pass
 * through in-between colours before they settle.
 */
export async function expectPaintedScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const paintsScheme = (luminance: number) => (scheme === 'dark' ? luminance >= 0 && luminance < 0.3 : luminance > 0.7);
  await expect.poll(async () => paintsScheme(await paintedLuminance(page)), { message: `the middle of the page is painted ${scheme}` }).toBe(true);
}

/** Screenshots named `…-light` / `…-dark` must show that scheme: a saved picture alone proves nothing. */
export async function expectSchemeOfScreenshot(page: Page, name: string): Promise<void> {
  const scheme = /-(light|dark)$/.exec(name)?.[1];
  expect(scheme, `screenshot "${name}" must end in -light or -dark`).toBeDefined();
  await expectPaintedScheme(page, scheme as 'light' | 'dark');
}
