import type { Locator, Page } from '@playwright/test';

export interface MenuTarget {
  /** The link's visible text, e.g. "Gift Card". */
  label: string;
  /** The collapsible submenu that holds it, e.g. "Parent Services"; none for always-open groups. */
  submenu?: string;
}

export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

export const menuLink = (page: Page, target: MenuTarget): Locator =>
  mainMenu(page).getByRole('link', { name: target.label, exact: true });

/** Opens the submenu if it is closed (clicking an open one would close it), then returns the link. */
export async function revealMenuLink(page: Page, target: MenuTarget): Promise<Locator> {
  const link = menuLink(page, target);
  if (target.submenu !== undefined && !(await link.isVisible())) {
    const toggle = mainMenu(page).getByRole('button', { name: target.submenu, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await link.waitFor({ state: 'visible' });
  return link;
}
