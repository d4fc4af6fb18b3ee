import { useEffect } from 'react';
import { RouterProvider, type RouteObject } from '@nail-or-never/shared/router';
import { LoadingPanel } from '@nail-or-never/shared';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

/**
 * The route tree of the one router of the signed-in admin; remotes only declare relative <Routes>
 * inside it. The pathless root only supplies what shows while the first lazy route (the shell)
 * arrives. The build renders the same tree into the dashboard's HTML (prerender/DashboardPrerender.tsx).
 */
export const appRoutes: RouteObject[] = [{ HydrateFallback: RouteLoading, children: routes }];

/** The router `bootstrap` made: a fresh one, or one ready to hydrate the prerendered dashboard. */
export type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

interface AppProps {
  router: AppRouter;
  /** Called once the app's first render is on the page: after hydration, when the page is the app's. */
  onMounted?: () => void;
}

export function App({ router, onMounted }: AppProps) {
  // The root's effect runs after every effect below it, once the whole first render is committed.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Shown while the first lazy route (the shell) arrives. */
export function RouteLoading() {
  return <LoadingPanel label="Loading Nail Or Never Admin…" />;
}
