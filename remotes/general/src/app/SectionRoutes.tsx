import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from '@nail-or-never/shared/router';
import { LoadingPanel, StatePanel, type RemoteSectionProps, type SectionPreloadTarget } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { generalPage, type GeneralPage } from '../features/general/generalPages';
import './general.css';

// Each page is its own chunk: the contact form's code is not downloaded to show the staff list.
const PAGE_CODE = {
  contact: () => import('../features/contact/components/ContactPage'),
  'about-us': () => import('../features/aboutUs/components/AboutUsPage'),
  employees: () => import('../features/employees/components/EmployeesRoutes'),
  'gift-card': () => import('../features/giftCards/GiftCardRoutes'),
  booking: () => import('../features/bookings/BookingRoutes'),
} as const;
const ContactPage = lazy(async () => ({ default: (await PAGE_CODE.contact()).ContactPage }));
const AboutUsPage = lazy(async () => ({ default: (await PAGE_CODE['about-us']()).AboutUsPage }));
const EmployeesRoutes = lazy(async () => ({ default: (await PAGE_CODE.employees()).EmployeesRoutes }));

const hasPageCode = (slug: string): slug is keyof typeof PAGE_CODE => slug in PAGE_CODE;

/** The page's code for a hover or focus of its menu entry (`RemoteSectionModule.preload`). */
export function preloadPage({ page }: SectionPreloadTarget): Promise<unknown> {
  return page !== undefined && hasPageCode(page) ? PAGE_CODE[page]() : Promise.resolve();
}

interface PageRoutesProps {
  basePath: string;
  page: GeneralPage;
}

/** A page without addresses below it: anything after its path is "not found". */
function SinglePage({ page, children }: { page: GeneralPage; children: ReactNode }) {
  return (
    <Routes>
      <Route index element={children} />
      <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in {page.title}.</StatePanel>} />
    </Routes>
  );
}

/** The pages with no routes of their own below them, by their slug in the remotes table. */
const PAGES: Partial<Record<string, ComponentType<PageRoutesProps>>> = {
  contact: ({ page }) => (
    <SinglePage page={page}>
      <ContactPage />
    </SinglePage>
  ),
  employees: ({ basePath }) => <EmployeesRoutes basePath={basePath} />,
  'about-us': ({ page }) => (
    <SinglePage page={page}>
      <AboutUsPage />
    </SinglePage>
  ),
};

/** Pages that bring their own routes and toast (gift cards, bookings), loaded only when mounted. */
const PAGE_ROUTES: Partial<Record<string, ReturnType<typeof lazy<() => React.JSX.Element>>>> = {
  'gift-card': lazy(PAGE_CODE['gift-card']),
  booking: lazy(PAGE_CODE.booking),
};

/** One general page per mount; its sub-routes are relative to the page's path. */
export function SectionRoutes({ basePath, page: pageSlug }: RemoteSectionProps) {
  const page = generalPage(pageSlug);
  if (!page) {
    return <StatePanel tone="error" title="Unknown page">The general section has no page at {basePath}.</StatePanel>;
  }
  const PageRoutes = PAGE_ROUTES[page.slug];
  if (PageRoutes) {
    return (
      <Suspense fallback={<LoadingPanel label="Loading the page…" />}>
        <PageRoutes />
      </Suspense>
    );
  }
  const Page = PAGES[page.slug];
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        {Page ? (
          <Page basePath={basePath} page={page} />
        ) : (
          <StatePanel tone="info" title={page.title} titleLevel={1}>
            This page of the general section is not built yet.
          </StatePanel>
        )}
      </Suspense>
    </SectionToastProvider>
  );
}
