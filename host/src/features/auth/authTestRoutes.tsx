import type { RouteObject } from '@nail-or-never/shared/router';
import { LogoutButton } from './LogoutButton';
import { RequireAuth } from './RequireAuth';

/** The host's guard with stub pages (the sign-in page is a page of its own, not a route). */
export const authTestRoutes: RouteObject[] = [
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
