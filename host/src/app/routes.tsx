import type { RouteObject } from '@nail-or-never/shared/router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { SignInRedirect } from '../features/auth/SignInRedirect';
import { prefetchDashboardData } from '../features/dashboard/prefetchDashboardData';
import { RemoteSection } from '../features/remotes/RemoteSection';
import { NotFoundPage } from './NotFoundPage';
import { SignedInGate } from './SignedInGate';
import { paths, SECTION_ROUTES } from '../paths';

export const DASHBOARD_ROUTE_ID = 'dashboard';

/**
 * The route tree of the signed-in admin. The sign-in page is not in it: it is a page of its own
 * (`src/signIn.tsx`), which the server sends for its URL; a link to it from here loads it. The shell
 * is loaded lazily (route `lazy`), so the guard decides before its code is fetched.
 */
export const routes: RouteObject[] = [
  { path: paths.login.path, element: <SignInRedirect /> },
  {
    element: <RequireAuth />,
    children: [
      {
        // Who is signed in: their role, and a temporary password to replace before anything else.
        element: <SignedInGate />,
        children: [
          {
            // Named chunks: index.html preloads them (route-chunks.json), so they arrive with the entry.
            lazy: async () => ({ Component: (await import(/* webpackChunkName: "shell" */ '../shell/AppLayout')).AppLayout }),
            children: [
              {
                // Named: the prerendered dashboard's hydration says its loader has run (prerenderedDashboard.ts).
                id: DASHBOARD_ROUTE_ID,
                path: paths.dashboard.path,
                loader: prefetchDashboardData,
                lazy: async () => ({ Component: (await import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage')).DashboardPage }),
              },
              ...SECTION_ROUTES.map(({ path, basePath, remote, page }) => ({
                path,
                // A key per mount point: moving between two general pages remounts the section cleanly.
                element: <RemoteSection key={basePath} name={remote} basePath={basePath} page={page} />,
              })),
              {
                path: paths.account.path,
                lazy: async () => ({ Component: (await import(/* webpackChunkName: "account" */ '../features/account/AccountPage')).AccountPage }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
