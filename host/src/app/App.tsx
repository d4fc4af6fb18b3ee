import { createBrowserRouter, RouterProvider } from '@nail-or-never/shared/router';
import { LoadingPanel } from '@nail-or-never/shared';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

// The one router of the signed-in admin; remotes only declare relative <Routes> inside it. The
// pathless root only supplies what shows while the first lazy route (the shell) arrives.
const router = createBrowserRouter([{ HydrateFallback: RouteLoading, children: routes }]);

export function App() {
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
