import { Route, Routes } from 'react-router-dom';
import type { RemoteSectionProps } from '@nail-or-never/shared';
import { NotFoundPanel } from '@nail-or-never/shared/kit';
import { AddParentGalleryPage } from '../features/galleries/components/AddParentGalleryPage';
import { ParentGalleryPage } from '../features/galleries/components/ParentGalleryPage';
import { sectionHref } from '../features/galleries/galleryPaths';

/** Relative routes below `/admin/parent-gallery`: `add` and `:id`. */
export function SectionRoutes({ basePath }: RemoteSectionProps) {
  return (
    <Routes>
      <Route path="add" element={<AddParentGalleryPage basePath={basePath} />} />
      <Route path=":id" element={<ParentGalleryPage basePath={basePath} />} />
      <Route path="*" element={<NotFoundPanel addHref={sectionHref.add(basePath)} addLabel="add a parent gallery" />} />
    </Routes>
  );
}
