/** The five pages this remote owns (spec §2); the host mounts the section once per page. */
export const GENERAL_PAGES = [
  { slug: 'gift-card', title: 'Gift Card' },
  { slug: 'booking', title: 'Booking' },
  { slug: 'employees', title: 'Employees' },
  { slug: 'contact', title: 'Contact' },
  { slug: 'about-us', title: 'About Us' },
] as const;

export type GeneralPage = (typeof GENERAL_PAGES)[number];
export type GeneralPageSlug = GeneralPage['slug'];

export const GENERAL_BASE = '/admin';

export const generalHref = (slug: GeneralPageSlug) => `${GENERAL_BASE}/${slug}`;

/** The host passes the mount path (`/admin/booking`); its last segment names the page. */
export function pageForBasePath(basePath: string): GeneralPage | undefined {
  const slug = basePath.replace(/\/+$/, '').split('/').pop();
  return GENERAL_PAGES.find((page) => page.slug === slug);
}
