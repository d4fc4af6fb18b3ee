import { expect, type Locator, type Page } from '@playwright/test';

export interface MenuTarget {
  /** The link's visible text, e.g. "Gift Card". */
  label: string;
  /** The collapsible submenu that holds it, e.g. "Parent Services"; none for always-open groups. */
  submenu?: string;
}

export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

export const menuLink = (page: Page, target: MenuTarget): Locator =>
  mainMenu(page).getByRole('link', { name: target.label, exact: true });

/**
 * Opens the submenu if it is closed (clicking an open one would close it), then returns the link.
 * It waits for the opening to end: while it slides open the list is clipped to a growing height, and
 * a click on an entry below the fold scrolls that clipped list, which then scrolls back as it grows,
 * so the click can land beside the link (a CI run lost one this way).
 */
export async function revealMenuLink(page: Page, target: MenuTarget): Promise<Locator> {
  const link = menuLink(page, target);
  if (target.submenu !== undefined && !(await link.isVisible())) {
    const toggle = mainMenu(page).getByRole('button', { name: target.submenu, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const listId = await toggle.getAttribute('aria-controls');
      if (listId === null) throw new Error(`The "${target.submenu}" toggle names no list (aria-controls)`);
      await expect(page.locator(`[id="${listId}"]`)).toHaveClass(/\blayout-submenu-enter-done\b/);
    }
  }
  await link.waitFor({ state: 'visible' });
  return link;
}
