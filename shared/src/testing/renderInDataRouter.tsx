import './routerTestEnvironment';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from '@nail-or-never/shared/router';
import { render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nail-or-never/shared';

/**
 * Mounts a section's element at `basePath/*` as the host does: inside a data router (so the
 * unsaved-changes guard's `useBlocker` works), with the shared query client and PrimeReact's
 * provider, plus a link out to `/` ("Leave to the dashboard"), as the host's menu would offer.
 */
export function renderInDataRouter(basePath: string, section: ReactNode, path: string = basePath) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      {
        path: `${basePath}/*`,
        element: (
          <>
            <nav aria-label="Test menu">
              <Link to="/">Leave to the dashboard</Link>
            </nav>
            {section}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
  return { ...view, router };
}
