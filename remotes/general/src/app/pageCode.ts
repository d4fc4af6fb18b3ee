import type { SectionPreloadTarget } from '@nail-or-never/shared';

/*
 * What the section's expose offers before any of its pages is drawn: only dynamic imports, so the
 * expose's own chunk needs nothing the host has not already loaded, and its `preload` and
 * `prefetchData` can start the page's code and calls the moment the remote's entry is in
 * (docs/performance.md).
 */

// Each page is its own chunk: the contact form's code is not downloaded to show the staff list.
// The employee editor shares the staff list's chunk (one chunk name), as the employees page did
// when it had its own routes; a gift card's page is a chunk of its own, below.
export const PAGE_CODE = {
  contact: () => import('../features/contact/components/ContactPage'),
  'about-us': () => import('../features/aboutUs/components/AboutUsPage'),
  employees: () => import(/* webpackChunkName: "employees" */ '../features/employees/components/EmployeesListPage'),
  'gift-card': () => import('../features/giftCards/components/GiftCardListPage'),
  'time-off': () => import('../features/timeOff/components/TimeOffPage'),
  booking: () => import('../features/bookings/components/BookingsPage'),
  clients: () => import('../features/clients/components/ClientListPage'),
  team: () => import('../features/team/components/TeamPage'),
  activity: () => import('../features/activity/components/ActivityPage'),
} as const;
export type PageSlug = keyof typeof PAGE_CODE;
export const hasPageCode = (slug: string): slug is PageSlug => Object.hasOwn(PAGE_CODE, slug);

/** A page's first calls, for the pages whose calls wait on each other (`RemoteSectionModule.prefetchData`). */
const PAGE_DATA: Partial<Record<PageSlug, () => Promise<{ prefetchPageData: (search: string) => void }>>> = {
  // Its own small chunk: the calls start while the page's calendar code is still on its way.
  booking: () => import('../features/bookings/prefetchBookingsData'),
};

/** The first calls of the page a visit opens at; only its main address (`path` ''), whose calls are known. */
export function prefetchPageData({ page, path, search }: SectionPreloadTarget): void {
  const load = page !== undefined && path === '' && hasPageCode(page) ? PAGE_DATA[page] : undefined;
  load?.()
    .then((module) => module.prefetchPageData(search ?? ''))
    // A chunk that did not arrive: the page asks for its data itself.
    .catch(() => undefined);
}

/** The page's own code, for a hover or focus of its menu entry (the expose's `preload` adds the routes'). */
export function preloadPageCode({ page }: SectionPreloadTarget): Promise<unknown> {
  return page !== undefined && hasPageCode(page) ? PAGE_CODE[page]() : Promise.resolve();
}
