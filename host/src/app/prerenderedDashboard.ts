import { createBrowserRouter, type RouteObject } from '@nail-or-never/shared/router';
import { sessionStore } from '@nail-or-never/shared';
import { paintDashboardAs, PAINTED_AS_ATTRIBUTE } from '../features/dashboard/paintedDashboard';
import { paths } from '../paths';
import { appRoutes, type AppRouter } from './App';
import { PRERENDERED_DASHBOARD_SELECTOR } from './earlyClicks';
import { DASHBOARD_ROUTE_ID } from './routes';

/**
 * The prerendered dashboard in this page, when it is the page to hydrate: the server sends that
 * HTML for `/` only, and only a signed-in visitor sees the dashboard (a visitor without a token
 * never saw it painted either: the page's head script hides it, and the guard sends them to sign in).
 */
export function prerenderedDashboard(container: HTMLElement): HTMLElement | null {
  const wrapper = container.querySelector<HTMLElement>(PRERENDERED_DASHBOARD_SELECTOR);
  if (!wrapper) return null;
  if (window.location.pathname === paths.dashboard.path && sessionStore.getState().token !== null) {
    paintDashboardAs(wrapper.getAttribute(PAINTED_AS_ATTRIBUTE) === 'first-day' ? 'first-day' : 'usual');
    return wrapper;
  }
  wrapper.remove();
  return null;
}

/** The routes from the root to the one with `id`, or [] when there is none. */
function branchTo(routes: readonly RouteObject[], id: string): RouteObject[] {
  for (const route of routes) {
    if (route.id === id) return [route];
    const below = route.children ? branchTo(route.children, id) : [];
    if (below.length > 0) return [route, ...below];
  }
  return [];
}

async function resolveLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, await route.lazy(), { lazy: undefined });
}

/**
 * A router that renders the dashboard at once, as the build rendered it: hydration needs the same
 * first render, so the lazy routes on its branch (the shell, the page) are loaded first (index.html
 * preloads their files) and the dashboard's loader counts as run (the caller starts its calls).
 */
export async function routerForPrerenderedDashboard(): Promise<AppRouter> {
  await Promise.all(branchTo(appRoutes, DASHBOARD_ROUTE_ID).map(resolveLazy));
  return createBrowserRouter(appRoutes, { hydrationData: { loaderData: { [DASHBOARD_ROUTE_ID]: null } } });
}
