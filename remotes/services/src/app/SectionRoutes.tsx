import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingPanel, type RemoteSectionProps } from '@nail-or-never/shared';
import { NotFoundPanel, SectionToastProvider } from '@nail-or-never/shared/kit';
import { sectionHref } from '../features/serviceGroups/groupPaths';

// Each page is its own chunk: the add page does not download the services table, and a group's
// page does not wait for the add form.
const AddParentServicePage = lazy(async () => ({
  default: (await import('../features/serviceGroups/components/AddParentServicePage')).AddParentServicePage,
}));
const ParentServicePage = lazy(async () => ({ default: (await import('./pages/ParentServicePage')).ParentServicePage }));

/** Relative routes below `/admin/parent-service`: `add` and `:id`. */
export function SectionRoutes({ basePath }: RemoteSectionProps) {
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        <Routes>
          <Route path="add" element={<AddParentServicePage basePath={basePath} />} />
          <Route path=":id" element={<ParentServicePage basePath={basePath} />} />
          <Route path="*" element={<NotFoundPanel addHref={sectionHref.add(basePath)} addLabel="add a parent service" />} />
        </Routes>
      </Suspense>
    </SectionToastProvider>
  );
}
