import { renderInDataRouter } from '@nail-or-never/shared/testing';
import { SECTION_BASE_PATH } from '../features/serviceGroups/groupPaths';
import { SectionRoutes } from '../app/SectionRoutes';

/** Mounts the services section as the host does (see `renderInDataRouter`). */
export function renderSection(path: string) {
  return renderInDataRouter(SECTION_BASE_PATH, <SectionRoutes basePath={SECTION_BASE_PATH} />, path);
}
