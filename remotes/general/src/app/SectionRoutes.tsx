import { Route, Routes } from 'react-router-dom';
import { StatePanel, type RemoteSectionProps } from '@nail-or-never/shared';
import { GeneralPageView } from '../features/general/components/GeneralPageView';
import { generalPage } from '../features/general/generalPages';

/** One general page per mount; its sub-routes (none yet) are relative to the page's path. */
export function SectionRoutes({ basePath, page: pageSlug }: RemoteSectionProps) {
  const page = generalPage(pageSlug);
  if (!page) {
    return <StatePanel tone="error" title="Unknown page">The general section has no page at {basePath}.</StatePanel>;
  }
  return (
    <Routes>
      <Route index element={<GeneralPageView page={page} />} />
      <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in {page.title}.</StatePanel>} />
    </Routes>
  );
}
