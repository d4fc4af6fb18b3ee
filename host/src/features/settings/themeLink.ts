import type { ThemeName } from '@nail-or-never/shared';

/** The id of the one theme stylesheet `<link>` (also written before first paint by index.html). */
export const THEME_LINK_ID = 'theme-css';

const THEME_SEGMENT = /themes\/[^/]+\/theme\.css/;

export type ThemeSwapResult = 'switched' | 'unchanged' | 'ignored';

export class ThemeLoadError extends Error {
  constructor(theme: ThemeName) {
    super(`The theme "${theme}" could not be loaded. The current theme is kept; please try again.`);
    this.name = 'ThemeLoadError';
  }
}

function currentThemeLink(): HTMLLinkElement {
  const existing = document.getElementById(THEME_LINK_ID);
  if (existing instanceof HTMLLinkElement) return existing;
  // A page without the link (a test page, a custom index.html) still gets exactly one.
  const created = document.createElement('link');
  created.id = THEME_LINK_ID;
  created.rel = 'stylesheet';
  created.href = '/themes/lara-light-indigo/theme.css';
  document.head.appendChild(created);
  return created;
}

export function themeHref(currentHref: string, theme: ThemeName): string {
  const segment = `themes/${theme}/theme.css`;
  return THEME_SEGMENT.test(currentHref) ? currentHref.replace(THEME_SEGMENT, segment) : `/${segment}`;
}

let inFlight: HTMLLinkElement | null = null;

/**
 * Replaces the theme stylesheet without a flash: the new `<link>` loads next to the old one and the
 * old one goes only once the new one has applied, so the page is never unstyled and never keeps
 * two themes. A switch asked for while another is loading is ignored (rapid clicks would otherwise
 * race and leave the wrong theme, or two, on the page).
 */
export function swapThemeStylesheet(theme: ThemeName): Promise<ThemeSwapResult> {
  if (inFlight) return Promise.resolve('ignored');
  const current = currentThemeLink();
  const href = themeHref(current.getAttribute('href') ?? '', theme);
  if (current.getAttribute('href') === href) return Promise.resolve('unchanged');

  const next = document.createElement('link');
  next.rel = 'stylesheet';
  next.href = href;
  next.id = `${THEME_LINK_ID}-next`;
  inFlight = next;

  return new Promise((resolve, reject) => {
    next.addEventListener('load', () => {
      current.remove();
      next.id = THEME_LINK_ID;
      inFlight = null;
      resolve('switched');
    });
    next.addEventListener('error', () => {
      next.remove();
      inFlight = null;
      reject(new ThemeLoadError(theme));
    });
    current.after(next);
  });
}
