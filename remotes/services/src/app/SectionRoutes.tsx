import { Route, Routes } from 'react-router-dom';
import type { RemoteSectionProps } from '@nail-or-never/shared';
import { AddParentServicePage } from '../features/services/AddParentServicePage';
import { ParentServicePage } from '../features/services/ParentServicePage';
import { SectionNotFound } from '../features/services/SectionNotFound';

/** Relative routes below `/admin/parent-service`: `add` and `:id`. */
export function SectionRoutes({ basePath }: RemoteSectionProps) {
  return (
    <Routes>
      <Route path="add" element={<AddParentServicePage basePath={basePath} />} />
      <Route path=":id" element={<ParentServicePage basePath={basePath} />} />
      <Route path="*" element={<SectionNotFound basePath={basePath} />} />
    </Routes>
  );
}
