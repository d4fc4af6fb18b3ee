import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from '@nail-or-never/shared/router';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/AppProviders';

export interface LocationRecorder {
  current: Location | null;
}

function RoutesWithProbe({ routes, recorder }: { routes: RouteObject[]; recorder: LocationRecorder }) {
  recorder.current = useLocation();
  return useRoutes(routes);
}

/**
 * Mounts the host's route objects through its real providers. A memory router with `useRoutes`
 * (not the data router): jsdom has no fetch `Request`, which data-router navigations construct.
 */
export function renderWithRouter(routes: RouteObject[], initialPath: string) {
  const location: LocationRecorder = { current: null };
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[initialPath]}>
        <RoutesWithProbe routes={routes} recorder={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, location };
}
