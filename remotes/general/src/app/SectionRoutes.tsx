import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@nail-or-never/shared/router';
import { LoadingPanel, StatePanel, type RemoteSectionProps } from '@nail-or-never/shared';
import { NotFoundPanel, RequireOperation, SectionToastProvider } from '@nail-or-never/shared/kit';
import { employeeHref } from '../features/employees/employeePaths';
import { newClientHref } from '../features/clients/clientPaths';
import { generalPage, type GeneralPage } from './generalPages';
import { hasPageCode, PAGE_CODE, type PageSlug } from './pageCode';
import './general.css';

const ContactPage = lazy(async () => ({ default: (await PAGE_CODE.contact()).ContactPage }));
const AboutUsPage = lazy(async () => ({ default: (await PAGE_CODE['about-us']()).AboutUsPage }));
const EmployeesListPage = lazy(async () => ({ default: (await PAGE_CODE.employees()).EmployeesListPage }));
const EmployeeEditorPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "employees" */ '../features/employees/components/EmployeeEditorPage')).EmployeeEditorPage,
}));
const GiftCardListPage = lazy(async () => ({ default: (await PAGE_CODE['gift-card']()).GiftCardListPage }));
// A card's page (its action form brings zod) is not downloaded to show the list.
const GiftCardDetailPage = lazy(async () => ({ default: (await import('../features/giftCards/components/GiftCardDetailPage')).GiftCardDetailPage }));
const ClientListPage = lazy(async () => ({ default: (await PAGE_CODE.clients()).ClientListPage }));
// A client's page (history, dialogs) is not downloaded to show the list.
const ClientPage = lazy(async () => ({ default: (await import('../features/clients/components/ClientPage')).ClientPage }));
const BookingsPage = lazy(async () => ({ default: (await PAGE_CODE.booking()).BookingsPage }));
const TimeOffPage = lazy(async () => ({ default: (await PAGE_CODE['time-off']()).TimeOffPage }));
const TeamPage = lazy(async () => ({ default: (await PAGE_CODE.team()).TeamPage }));
const ActivityPage = lazy(async () => ({ default: (await PAGE_CODE.activity()).ActivityPage }));

/** A page's own "not found": an address below it that none of its routes take. */
function nothingAt(where: string) {
  return (
    <StatePanel tone="info" title="Page not found">
      There is nothing at this address in {where}.
    </StatePanel>
  );
}

interface PageRoutes {
  /** What the page says while its code arrives. */
  loading: string;
  /** Its routes, relative to the base path the host mounted it at. */
  routes: (basePath: string, page: GeneralPage) => ReactNode;
}

/** Every page of the section and its routes, by its slug in the remotes table. */
const PAGES: Record<PageSlug, PageRoutes> = {
  contact: {
    loading: 'Loading…',
    routes: (_basePath, page) => (
      <>
        <Route index element={<ContactPage />} />
        <Route path="*" element={nothingAt(page.title)} />
      </>
    ),
  },
  'about-us': {
    loading: 'Loading…',
    routes: (_basePath, page) => (
      <>
        <Route index element={<AboutUsPage />} />
        <Route path="*" element={nothingAt(page.title)} />
      </>
    ),
  },
  employees: {
    loading: 'Loading…',
    routes: (basePath) => (
      <>
        <Route index element={<EmployeesListPage basePath={basePath} />} />
        <Route path="new" element={<EmployeeEditorPage basePath={basePath} />} />
        <Route path=":id" element={<EmployeeEditorPage basePath={basePath} />} />
        <Route path="*" element={<NotFoundPanel addHref={employeeHref.add(basePath)} addLabel="add an employee" />} />
      </>
    ),
  },
  'time-off': {
    loading: 'Loading time off…',
    // Narrowed to one employee with `?employee=`, at the page's base path.
    routes: (_basePath, page) => (
      <>
        <Route index element={<TimeOffPage />} />
        <Route path="*" element={nothingAt(page.title)} />
      </>
    ),
  },
  'gift-card': {
    loading: 'Loading the page…',
    routes: () => (
      <>
        <Route index element={<GiftCardListPage />} />
        <Route
          path=":cardId"
          element={
            <Suspense fallback={<LoadingPanel label="Loading the gift card…" />}>
              <GiftCardDetailPage />
            </Suspense>
          }
        />
        <Route path="*" element={nothingAt('Gift cards')} />
      </>
    ),
  },
  booking: {
    loading: 'Loading the page…',
    // Day, week and list views at the page's base path (`?view=`).
    routes: () => (
      <>
        <Route index element={<BookingsPage />} />
        <Route path="*" element={nothingAt('Bookings')} />
      </>
    ),
  },
  clients: {
    loading: 'Loading the page…',
    routes: (basePath) => (
      <>
        <Route index element={<ClientListPage basePath={basePath} />} />
        <Route
          path=":clientId"
          element={
            <Suspense fallback={<LoadingPanel label="Loading the client…" />}>
              <ClientPage basePath={basePath} />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPanel addHref={newClientHref(basePath)} addLabel="add a client" />} />
      </>
    ),
  },
  team: {
    loading: 'Loading the team…',
    routes: (_basePath, page) => (
      <>
        <Route index element={<TeamPage />} />
        <Route path="*" element={nothingAt(page.title)} />
      </>
    ),
  },
  activity: {
    loading: 'Loading the activity…',
    routes: (_basePath, page) => (
      <>
        <Route index element={<ActivityPage />} />
        <Route path="*" element={nothingAt(page.title)} />
      </>
    ),
  },
};

/** One general page per mount, with its toasts; its routes are relative to the page's path. */
export function SectionRoutes({ basePath, page: pageSlug }: RemoteSectionProps) {
  const page = generalPage(pageSlug);
  if (!page) {
    return <StatePanel tone="error" title="Unknown page">The general section has no page at {basePath}.</StatePanel>;
  }
  const routes = hasPageCode(page.slug) ? PAGES[page.slug] : undefined;
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label={routes?.loading ?? 'Loading…'} />}>
        {routes && page.requires ? (
          // A page for some roles only (the remotes table's `requires`): its address shows "Not allowed" to the others.
          <RequireOperation operation={page.requires} what={`the ${page.title} page`}>
            <Routes>{routes.routes(basePath, page)}</Routes>
          </RequireOperation>
        ) : routes ? (
          <Routes>{routes.routes(basePath, page)}</Routes>
        ) : (
          <StatePanel tone="info" title={page.title} titleLevel={1}>
            This page of the general section is not built yet.
          </StatePanel>
        )}
      </Suspense>
    </SectionToastProvider>
  );
}
