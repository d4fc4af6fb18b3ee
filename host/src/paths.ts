import type { RemoteName } from '@nail-or-never/shared';

/**
 * Every route of the host in one place. `path` is what the router matches; `getHref` builds links.
 * Section routes end in `/*`: the remote mounted there owns everything below `basePath`.
 */
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  login: {
    path: '/admin/login',
    /** `redirectTo` is the page the guard turned the visitor away from; login returns there. */
    getHref: (redirectTo?: string) => (redirectTo ? `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/admin/login'),
  },
  parentService: {
    path: '/admin/parent-service/*',
    basePath: '/admin/parent-service',
    getHref: (id: number | 'add') => `/admin/parent-service/${id}`,
  },
  parentGallery: {
    path: '/admin/parent-gallery/*',
    basePath: '/admin/parent-gallery',
    getHref: (id: number | 'add') => `/admin/parent-gallery/${id}`,
  },
  giftCard: { path: '/admin/gift-card/*', basePath: '/admin/gift-card', getHref: () => '/admin/gift-card' },
  booking: { path: '/admin/booking/*', basePath: '/admin/booking', getHref: () => '/admin/booking' },
  employees: { path: '/admin/employees/*', basePath: '/admin/employees', getHref: () => '/admin/employees' },
  contact: { path: '/admin/contact/*', basePath: '/admin/contact', getHref: () => '/admin/contact' },
  aboutUs: { path: '/admin/about-us/*', basePath: '/admin/about-us', getHref: () => '/admin/about-us' },
} as const;

export interface SectionRoute {
  path: string;
  basePath: string;
  remote: RemoteName;
}

/** Which remote owns which section route; the router mounts one RemoteSection per entry. */
export const SECTION_ROUTES: readonly SectionRoute[] = [
  { ...paths.parentService, remote: 'services' },
  { ...paths.parentGallery, remote: 'galleries' },
  { ...paths.giftCard, remote: 'general' },
  { ...paths.booking, remote: 'general' },
  { ...paths.employees, remote: 'general' },
  { ...paths.contact, remote: 'general' },
  { ...paths.aboutUs, remote: 'general' },
];
