import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, StandaloneSignIn, useIsSignedIn } from '@nail-or-never/shared';
import { SECTION_BASE_PATH } from '../app/sectionPaths';
import Section from '../expose/Section';

// The galleries team's dev shell: its own router and providers, the shared package's sign-in.
const router = createBrowserRouter([
  { path: `${SECTION_BASE_PATH}/*`, element: <Section basePath={SECTION_BASE_PATH} /> },
  { path: '*', element: <Navigate to={`${SECTION_BASE_PATH}/add`} replace /> },
]);

export function StandaloneApp() {
  const signedIn = useIsSignedIn();
  return (
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        {signedIn ? (
          <main style={{ padding: '1.5rem' }}>
            <RouterProvider router={router} />
          </main>
        ) : (
          <StandaloneSignIn title="Galleries" />
        )}
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
