import { dashboardQueries, queryClient, sessionStore } from '@nail-or-never/shared';

/**
 * The dashboard route's loader: starts the dashboard's two calls at navigation, while the shell's
 * and the page's code are still on their way, instead of after they have arrived and rendered. The
 * page reads the same cache entries. Never awaited (the route renders at once) and never for a
 * visitor without a token: the guard sends them to sign in.
 */
export function prefetchDashboardData(): null {
  if (sessionStore.getState().token === null) return null;
  void queryClient.prefetchQuery(dashboardQueries.summary());
  void import('@nail-or-never/shared/general').then(({ bookingQueries }) => queryClient.prefetchQuery(bookingQueries.businessSummary()));
  return null;
}
