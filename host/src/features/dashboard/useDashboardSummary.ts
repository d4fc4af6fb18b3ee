import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '@nail-or-never/shared';

/**
 * The dashboard's data (`GET /dashboard/summary`), in the shared cache under the catalogue's
 * dashboard key, so a section that changes the catalogue can refresh it too.
 */
export function useDashboardSummary() {
  return useQuery({ ...dashboardQueries.summary(), retry: false });
}
