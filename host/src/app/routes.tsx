import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/layout/AppLayout';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RemoteSection } from '../features/remotes/RemoteSection';
import { NotFoundPage } from './NotFoundPage';
import { paths, SECTION_ROUTES } from './paths';

/** The route tree, separate from the router so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: paths.dashboard.path, element: <DashboardPage /> },
          ...SECTION_ROUTES.map(({ path, basePath, remote }) => ({
            path,
            // A key per mount point: moving between two general pages remounts the section cleanly.
            element: <RemoteSection key={basePath} name={remote} basePath={basePath} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
