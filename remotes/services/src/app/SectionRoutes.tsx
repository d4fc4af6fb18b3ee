import { lazy, Suspense } from 'react';
import { Route, Routes } from '@nail-or-never/shared/router';
import { LoadingPanel, type RemoteSectionProps, type SectionPreloadTarget } from '@nail-or-never/shared';
import { NotFoundPanel, RequireOperation, SectionToastProvider } from '@nail-or-never/shared/kit';
import { sectionHref } from '../features/serviceGroups/groupPaths';

// Each page is its own chunk: the add page does not download the services table, and a group's
// page does not wait for the add form.
const loadAddPage = () => import('../features/serviceGroups/components/AddParentServicePage');
const loadGroupPage = () => import('./pages/ParentServicePage');
const AddParentServicePage = lazy(async () => ({ default: (await loadAddPage()).AddParentServicePage }));
const ParentServicePage = lazy(async () => ({ default: (await loadGroupPage()).ParentServicePage }));

/** The page's code for a hover or focus of its menu entry (`RemoteSectionModule.preload`). */
export function preloadPage({ path }: SectionPreloadTarget): Promise<unknown> {
  if (path === 'add') return loadAddPage();
  return path === '' ? Promise.resolve() : loadGroupPage();
}

/** Relative routes below `/admin/parent-service`: `add` and `:id`. */
export function SectionRoutes({ basePath }: RemoteSectionProps) {
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        <Routes>
          <Route
            path="add"
            element={
              <RequireOperation operation="postServicesParent" whileUnknown="show" what="the page for adding a parent service">
                <AddParentServicePage basePath={basePath} />
              </RequireOperation>
            }
          />
          <Route path=":id" element={<ParentServicePage basePath={basePath} />} />
          <Route path="*" element={<NotFoundPanel addHref={sectionHref.add(basePath)} addLabel="add a parent service" />} />
        </Routes>
      </Suspense>
    </SectionToastProvider>
  );
}
