import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoadingPanel } from '@nail-or-never/shared';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

// The one router of the whole admin; remotes only declare relative <Routes> inside it. The pathless
// root only supplies what shows while the first lazy route (login page or shell) arrives.
const router = createBrowserRouter([{ HydrateFallback: RouteLoading, children: routes }]);

/**
 * Resolves once the router has loaded the first route's code. Rendering only then replaces the
 * prerendered sign-in page (in index.html) with the live one in a single step, never with a loading
 * panel in between.
 */
export function firstRouteLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Shown while the first lazy route (login page or shell) arrives. */
export function RouteLoading() {
  return <LoadingPanel label="Loading Nail Or Never Admin…" />;
}
