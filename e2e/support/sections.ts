import type { Locator, Page } from '@playwright/test';
import type { MenuTarget } from './menu';
import type { RemoteName } from './paths';

export interface SectionProbe {
  remote: RemoteName;
  /** A route the remote owns that needs no data to exist. */
  path: string;
  /** The sidebar entry that opens `path`. */
  menu: MenuTarget;
  /** Something only the remote renders on that route. */
  content: (page: Page) => Locator;
  /**
   * API paths that belong to this section (never the shell's menu lists), to tell the remote's own
   * requests apart from the shell's.
   */
  ownsApiPath: (pathname: string, search: string) => boolean;
}

const isMenuListCall = (pathname: string, search: string): boolean =>
  pathname === '/api/v1/services-parent/with-out-pagination' ||
  (pathname === '/api/v1/gallery-parent' && new URLSearchParams(search).get('pagination') === '0');

/** One entry per remote: where it lives in the host and how a test recognises it. */
export const SECTIONS: Record<RemoteName, SectionProbe> = {
  services: {
    remote: 'services',
    path: '/admin/parent-service/add',
    menu: { label: 'Add Parent Service', submenu: 'Parent Services' },
    content: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Add Parent Service' }),
    ownsApiPath: (pathname, search) =>
      !isMenuListCall(pathname, search) && /^\/api\/v1\/services(-parent)?(\/|$)/.test(pathname),
  },
  galleries: {
    remote: 'galleries',
    path: '/admin/parent-gallery/add',
    menu: { label: 'Add Parent Gallery', submenu: 'Parent Gallery' },
    content: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Add Parent Gallery' }),
    ownsApiPath: (pathname, search) => !isMenuListCall(pathname, search) && /^\/api\/v1\/gallery(-parent)?(\/|$)/.test(pathname),
  },
  general: {
    remote: 'general',
    path: '/admin/gift-card',
    menu: { label: 'Gift Card' },
    content: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Gift Card' }),
    // `/users/me` is credited to the section only if the shell did not call it first (see remoteAuthHeader).
    ownsApiPath: (pathname) => /^\/api\/v1\/(gift-cards?|bookings?|clients?|employees?|time-off|contacts?|about-us|users\/me)(\/|$)/.test(pathname),
  },
};
