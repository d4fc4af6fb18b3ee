import type { RouteObject } from 'react-router-dom';
import { paths } from '../../paths';
import { LoginPage } from './LoginPage';
import { LogoutButton } from './LogoutButton';
import { RequireAuth } from './RequireAuth';

/** The host's auth wiring (login page outside the guard, pages inside it) with stub pages. */
export const authTestRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/',
        element: (
          <>
            <h1>Dashboard page</h1>
            <LogoutButton />
          </>
        ),
      },
      { path: '/admin/booking/*', element: <h1>Booking page</h1> },
    ],
  },
];
