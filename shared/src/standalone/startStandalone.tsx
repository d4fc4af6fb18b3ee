import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, NavLink, Outlet, RouterProvider, type RouteObject } from '@nail-or-never/shared/router';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, remoteEntry, useIsSignedIn, useLiveUpdates, type RemoteMount, type RemoteSectionProps } from '@nail-or-never/shared';
import { StandaloneSignIn } from './StandaloneSignIn';
import { useApplySavedLayout } from './useApplySavedLayout';

export interface StandaloneOptions {
  /** The remote's name in the remotes table: its mounts become the page's routes. */
  remote: string;
  /** The component the remote exposes as `./Section`. */
  Section: ComponentType<RemoteSectionProps>;
}

/** Where the page opens: the first mount, on its "add" page when it lists groups. */
const firstPage = (mount: RemoteMount): string => (mount.menu.groupList ? `${mount.basePath}/add` : mount.basePath);

function StandaloneLayout({ mounts }: { mounts: readonly RemoteMount[] }) {
  return (
    <main style={{ padding: '1.5rem' }}>
      {mounts.length > 1 ? (
        <nav aria-label="Section pages" style={{ display: 'flex', gap: '1rem', marginBottom: '1rem' }}>
          {mounts.map((mount) => (
            <NavLink key={mount.basePath} to={mount.basePath}>
              {mount.menu.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <Outlet />
    </main>
  );
}

function standaloneRoutes({ remote, Section }: StandaloneOptions): RouteObject[] {
  const mounts = remoteEntry(remote)?.mounts ?? [];
  const [first] = mounts;
  if (!first) throw new Error(`The remotes table has no mount for "${remote}"`);
  return [
    {
      element: <StandaloneLayout mounts={mounts} />,
      children: [
        ...mounts.map((mount) => ({
          path: `${mount.basePath}/*`,
          element: <Section key={mount.basePath} basePath={mount.basePath} page={mount.page} />,
        })),
        { path: '*', element: <Navigate to={firstPage(first)} replace /> },
      ],
    },
  ];
}

function StandaloneApp({ router, title }: { router: ReturnType<typeof createBrowserRouter>; title: string }) {
  useApplySavedLayout();
  const signedIn = useIsSignedIn();
  // As in the host: a remote on its own also shows others' changes as they are saved.
  useLiveUpdates(signedIn);
  return (
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>{signedIn ? <RouterProvider router={router} /> : <StandaloneSignIn title={title} />}</QueryClientProvider>
    </PrimeReactProvider>
  );
}

/**
 * A remote's standalone dev page (`npm run dev -w remotes/<name>`): its own router over the mounts
 * the remotes table gives it, the providers, the saved layout and the sign-in page's own form
 * (`StandaloneSignIn`). Dev-only: the host never imports this entry, so production pages never
 * download it.
 */
export function startStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  const title = remoteEntry(options.remote)?.label ?? options.remote;
  const router = createBrowserRouter(standaloneRoutes(options));
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp router={router} title={title} />
    </StrictMode>,
  );
}
