import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingPanel, type RemoteSectionProps } from '@nail-or-never/shared';
import { NotFoundPanel, SectionToastProvider } from '@nail-or-never/shared/kit';
import { sectionHref } from '../features/galleryGroups/galleryPaths';
import './galleries.css';

// Each page is its own chunk: the add page does not download the image grid, and a group's page
// does not wait for the add form.
const AddParentGalleryPage = lazy(async () => ({
  default: (await import('../features/galleryGroups/components/AddParentGalleryPage')).AddParentGalleryPage,
}));
const ParentGalleryPage = lazy(async () => ({ default: (await import('./pages/ParentGalleryPage')).ParentGalleryPage }));

/** Relative routes below `/admin/parent-gallery`: `add` and `:id`. */
export function SectionRoutes({ basePath }: RemoteSectionProps) {
  return (
    <SectionToastProvider>
      <Suspense fallback={<LoadingPanel label="Loading…" />}>
        <Routes>
          <Route path="add" element={<AddParentGalleryPage basePath={basePath} />} />
          <Route path=":id" element={<ParentGalleryPage basePath={basePath} />} />
          <Route path="*" element={<NotFoundPanel addHref={sectionHref.add(basePath)} addLabel="add a parent gallery" />} />
        </Routes>
      </Suspense>
    </SectionToastProvider>
  );
}
