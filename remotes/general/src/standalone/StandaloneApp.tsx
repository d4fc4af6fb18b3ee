import { createBrowserRouter, Navigate, NavLink, Outlet, RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, StandaloneSignIn, useIsSignedIn } from '@nail-or-never/shared';
import { GENERAL_PAGES, generalHref } from '../app/generalPages';
import Section from '../expose/Section';

function StandaloneLayout() {
  return (
    <main style={{ padding: '1.5rem' }}>
      <nav aria-label="General pages" style={{ display: 'flex', gap: '1rem', marginBottom: '1rem' }}>
        {GENERAL_PAGES.map((page) => (
          <NavLink key={page.slug} to={generalHref(page.slug)}>
            {page.title}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}

// The general team's dev shell: its own router and providers, the shared package's sign-in.
const router = createBrowserRouter([
  {
    element: <StandaloneLayout />,
    children: [
      ...GENERAL_PAGES.map((page) => ({
        path: `${generalHref(page.slug)}/*`,
        element: <Section key={page.slug} basePath={generalHref(page.slug)} />,
      })),
      { path: '*', element: <Navigate to={generalHref('gift-card')} replace /> },
    ],
  },
]);

export function StandaloneApp() {
  const signedIn = useIsSignedIn();
  return (
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        {signedIn ? <RouterProvider router={router} /> : <StandaloneSignIn title="General" />}
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
