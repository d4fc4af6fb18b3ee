import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RemoteSection } from '../features/remotes/RemoteSection';
import { NotFoundPage } from './NotFoundPage';
import { paths, SECTION_ROUTES } from '../paths';

/**
 * The route tree. The login page and the shell are loaded lazily (route `lazy`), so the sign-in
 * page never downloads the shell and its PrimeReact pieces, and a signed-in page never downloads
 * the login form.
 */
export const routes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "login" */ './LoginRoute')).LoginRoute }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../shell/AppLayout')).AppLayout }),
        children: [
          {
            path: paths.dashboard.path,
            lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
          },
          ...SECTION_ROUTES.map(({ path, basePath, remote, page }) => ({
            path,
            // A key per mount point: moving between two general pages remounts the section cleanly.
            element: <RemoteSection key={basePath} name={remote} basePath={basePath} page={page} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
