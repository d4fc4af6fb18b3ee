import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingPanel, StatePanel, type RemoteSectionProps } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { GeneralPageView } from '../features/general/components/GeneralPageView';
import { generalPage, type GeneralPage } from '../features/general/generalPages';
import '../features/general/general.css';

// Each page is its own chunk: the contact form's code is not downloaded to show gift cards.
const ContactPage = lazy(async () => ({ default: (await import('../features/contact/components/ContactPage')).ContactPage }));

/** The pages built so far, by their slug in the remotes table; the others show their placeholder. */
const PAGES: Partial<Record<string, ComponentType>> = {
  contact: ContactPage,
};

function PageContent({ page }: { page: GeneralPage }) {
  const Page = PAGES[page.slug];
  return Page ? <Page /> : <GeneralPageView page={page} />;
}

/** One general page per mount; its sub-routes are relative to the page's path. */
export function SectionRoutes({ basePath, page: pageSlug }: RemoteSectionProps) {
  const page = generalPage(pageSlug);
  if (!page) {
    return <StatePanel tone="error" title="Unknown page">The general section has no page at {basePath}.</StatePanel>;
  }
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        <Routes>
          <Route index element={<PageContent page={page} />} />
          <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in {page.title}.</StatePanel>} />
        </Routes>
      </Suspense>
    </SectionToastProvider>
  );
}
