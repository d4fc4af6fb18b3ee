import { sessionStore } from '@nail-or-never/shared';
import { SECTION_ROUTES } from '../../paths';
import { pageRemoteRegistry } from './remoteRegistry';

/** The section mounted at `pathname`, and the path below its mount point ('' for the mount itself). */
export function sectionAt(pathname: string): { route: (typeof SECTION_ROUTES)[number]; path: string } | null {
  for (const route of SECTION_ROUTES) {
    if (pathname === route.basePath) return { route, path: '' };
    if (pathname.startsWith(`${route.basePath}/`)) return { route, path: pathname.slice(route.basePath.length + 1) };
  }
  return null;
}

/**
 * A visit that opens at a section's address: its remote, the page's code and the page's first calls
 * start now, beside react-dom and the app, instead of after the app has rendered the shell (which is
 * when `RemoteSection` asks). The bookings week waited ~350 ms for that before its remote was even
 * asked for (docs/performance.md). Never for a visitor without a token: the guard sends them to sign in.
 */
export function startSectionAt(pathname: string, search: string): void {
  const found = sectionAt(pathname);
  if (!found || sessionStore.getState().token === null) return;
  pageRemoteRegistry.prefetchSection(found.route.remote, { page: found.route.page, path: found.path, search }, { data: true });
}
