import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingPanel, StatePanel, type RemoteSectionProps } from '@nail-or-never/shared';
import { GeneralPageView } from '../features/general/components/GeneralPageView';
import { generalPage } from '../features/general/generalPages';

/** Pages with their own routes, loaded only when mounted. */
const PAGE_ROUTES: Partial<Record<string, ReturnType<typeof lazy<() => React.JSX.Element>>>> = {
  'gift-card': lazy(() => import('../features/giftCards/GiftCardRoutes')),
  booking: lazy(() => import('../features/bookings/BookingRoutes')),
};

/** One general page per mount; its sub-routes (none yet) are relative to the page's path. */
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
  return (
    <Routes>
      <Route index element={<GeneralPageView page={page} />} />
      <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in {page.title}.</StatePanel>} />
    </Routes>
  );
}
