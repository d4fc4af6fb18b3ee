import './routerTestEnvironment';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nail-or-never/shared';
import { SECTION_BASE_PATH } from '../features/serviceGroups/groupPaths';
import { SectionRoutes } from '../app/SectionRoutes';

/** Something outside the section to navigate to, as the host's menu would. */
function Elsewhere() {
  return <h1>Dashboard</h1>;
}

function SectionWithExit() {
  return (
    <>
      <nav aria-label="Test menu">
        <Link to="/">Leave to the dashboard</Link>
      </nav>
      <SectionRoutes basePath={SECTION_BASE_PATH} />
    </>
  );
}

/**
 * Mounts the section as the host does: inside a data router (so `useBlocker` works), with the
 * shared query client and PrimeReact's provider.
 */
export function renderSection(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Elsewhere /> },
      { path: `${SECTION_BASE_PATH}/*`, element: <SectionWithExit /> },
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
