import { renderInDataRouter } from '@nail-or-never/shared/testing';
import { SectionRoutes } from '../app/SectionRoutes';

/**
 * Mounts one general page as the host does (see `renderInDataRouter`): the page the remotes table
 * names (`page`), at its base path (`/admin/<page>` unless told otherwise), opened at `path`.
 */
export function renderSection(page: string, path?: string, basePath = `/admin/${page}`) {
  return renderInDataRouter(basePath, <SectionRoutes basePath={basePath} page={page} />, path ?? basePath);
}
