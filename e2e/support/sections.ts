import type { Locator, Page } from '@playwright/test';
import type { RemoteName } from './paths';

export interface SectionProbe {
  remote: RemoteName;
  /** A route the remote owns that needs no data to exist. */
  path: string;
  /** Something only the remote renders on that route. */
  content: (page: Page) => Locator;
  /** API paths only this remote calls (never the shell's menu lists), to tell its requests apart. */
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
    content: (page) => page.getByRole('main').getByRole('heading', { name: /parent service/i }),
    ownsApiPath: (pathname, search) =>
      !isMenuListCall(pathname, search) && /^\/api\/v1\/services(-parent)?(\/|$)/.test(pathname),
  },
  galleries: {
    remote: 'galleries',
    path: '/admin/parent-gallery/add',
    content: (page) => page.getByRole('main').getByRole('heading', { name: /parent gallery/i }),
    ownsApiPath: (pathname, search) => !isMenuListCall(pathname, search) && /^\/api\/v1\/gallery(-parent)?(\/|$)/.test(pathname),
  },
  general: {
    remote: 'general',
    path: '/admin/gift-card',
    content: (page) => page.getByRole('main').getByRole('heading', { name: /gift card/i }),
    ownsApiPath: (pathname) => /^\/api\/v1\/(gift-cards?|bookings?|employees?|contacts?|about-us)(\/|$)/.test(pathname),
  },
};
