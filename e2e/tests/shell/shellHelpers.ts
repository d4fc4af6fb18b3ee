import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectSchemeOfScreenshot } from '../../support/paint';
import { REPO_ROOT } from '../../support/paths';

/** Where the shell's screenshots go, to be looked at after a run (git-ignored). */
export const SHELL_SCREENSHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'shell-screenshots');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export type SchemeUnderTest = 'light' | 'dark';
export const THEME_OF_SCHEME: Record<SchemeUnderTest, string> = { light: 'lara-light-indigo', dark: 'lara-dark-indigo' };

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await expectSchemeOfScreenshot(page, name);
  await page.screenshot({ path: path.join(SHELL_SCREENSHOTS, `${name}.png`), fullPage: false });
}

/**
 * Seeds the persisted layout config (localStorage "root") before the first document of the test,
 * exactly as the shared store writes it, so the page starts in that state as after a reload.
 */
export async function presetLayoutConfig(page: Page, config: Record<string, unknown>): Promise<void> {
  await page.addInitScript((state) => {
    if (window.sessionStorage.getItem('e2e-layout-preset') === null) {
      window.localStorage.setItem('root', JSON.stringify({ state, version: 1 }));
      window.sessionStorage.setItem('e2e-layout-preset', '1');
    }
  }, config);
}

export function layoutConfigFor(scheme: SchemeUnderTest): Record<string, unknown> {
  return { ripple: false, inputStyle: 'outlined', menuMode: 'static', colorScheme: scheme, theme: THEME_OF_SCHEME[scheme], scale: 14 };
}

export async function storedLayoutConfig(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('root');
    return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown> }).state;
  });
}

/** The href of every theme stylesheet on the page (there must only ever be one once settled). */
export async function themeLinkHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '').filter((href) => href.includes('/themes/')),
  );
}

/** Fails on any serious or critical axe-core violation (with `anyImpact`, on any at all), listing what and where. */
export async function expectNoSeriousAxeViolations(page: Page, include?: string, { anyImpact = false } = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => anyImpact || violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

export const wrapper = (page: Page) => page.getByTestId('layout-wrapper');
export const menuToggle = (page: Page) => page.getByRole('button', { name: 'Main menu' });

/** Waits until the shell is up and the menu's services fetch has finished (the spinner is gone). */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
  // `/` paints the shell from HTML: busy until React has taken it over (then it reacts to keys too).
  await expect(page.locator('[data-prerendered][aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('layout-loading-overlay')).toHaveCount(0);
}
