import { renderInDataRouter } from '@nail-or-never/shared/testing';
import { SECTION_BASE_PATH } from '../features/galleryGroups/galleryPaths';
import { SectionRoutes } from '../app/SectionRoutes';

/** Mounts the galleries section as the host does (see `renderInDataRouter`). */
export function renderSection(path: string) {
  return renderInDataRouter(SECTION_BASE_PATH, <SectionRoutes basePath={SECTION_BASE_PATH} />, path);
}
