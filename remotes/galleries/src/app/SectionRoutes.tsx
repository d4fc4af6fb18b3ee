import { lazy, Suspense } from 'react';
import { Route, Routes } from '@nail-or-never/shared/router';
import { LoadingPanel, type RemoteSectionProps, type SectionPreloadTarget } from '@nail-or-never/shared';
import { NotFoundPanel, RequireOperation, SectionToastProvider } from '@nail-or-never/shared/kit';
import { sectionHref } from '../features/galleryGroups/galleryPaths';
import './galleries.css';

// Each page is its own chunk: the add page does not download the image grid, and a group's page
// does not wait for the add form.
const loadAddPage = () => import('../features/galleryGroups/components/AddParentGalleryPage');
const loadGroupPage = () => import('./pages/ParentGalleryPage');
const AddParentGalleryPage = lazy(async () => ({ default: (await loadAddPage()).AddParentGalleryPage }));
const ParentGalleryPage = lazy(async () => ({ default: (await loadGroupPage()).ParentGalleryPage }));

/** The page's code for a hover or focus of its menu entry (`RemoteSectionModule.preload`). */
export function preloadPage({ path }: SectionPreloadTarget): Promise<unknown> {
  if (path === 'add') return loadAddPage();
  return path === '' ? Promise.resolve() : loadGroupPage();
}

/** Relative routes below `/admin/parent-gallery`: `add` and `:id`. */
export function SectionRoutes({ basePath }: RemoteSectionProps) {
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        <Routes>
          <Route
            path="add"
            element={
              <RequireOperation operation="postGalleryParent" whileUnknown="show" what="the page for adding a parent gallery">
                <AddParentGalleryPage basePath={basePath} />
              </RequireOperation>
            }
          />
          <Route path=":id" element={<ParentGalleryPage basePath={basePath} />} />
          <Route path="*" element={<NotFoundPanel addHref={sectionHref.add(basePath)} addLabel="add a parent gallery" />} />
        </Routes>
      </Suspense>
    </SectionToastProvider>
  );
}
