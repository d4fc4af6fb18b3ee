import { lazy } from 'react';
import type { RemoteSectionProps, SectionPreloadTarget } from '@nail-or-never/shared';
import { preloadPageCode } from '../app/pageCode';

/*
 * This module imports nothing the host has not loaded already, so `preload` and `prefetchData` can
 * start a page's code and calls as soon as the remote's entry is in, beside the routes' own code
 * (which brings the kit) instead of after it.
 */
const loadSectionRoutes = () => import('../app/SectionRoutes');
const SectionRoutes = lazy(async () => ({ default: (await loadSectionRoutes()).SectionRoutes }));

/** The contract's optional `preload`: the host calls it when a menu entry is hovered or focused. */
export function preload(target: SectionPreloadTarget): Promise<unknown> {
  return Promise.all([loadSectionRoutes(), preloadPageCode(target)]);
}

/** The contract's optional `prefetchData`: the host calls it for the address a visit opens at. */
export { prefetchPageData as prefetchData } from '../app/pageCode';

/** What the host mounts (`general/Section`) at each general page: relative routes, no router or providers. */
export default function GeneralSection(props: RemoteSectionProps) {
  return <SectionRoutes {...props} />;
}
