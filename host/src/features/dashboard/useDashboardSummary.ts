import { useQuery } from '@tanstack/react-query';
import { catalogQueryKeys } from '@nail-or-never/shared';
import { fetchDashboardSummary } from './dashboardSummary';

/** The dashboard's data, in the shared cache under the catalogue's dashboard key. */
export function useDashboardSummary() {
  return useQuery({ queryKey: catalogQueryKeys.dashboard, queryFn: fetchDashboardSummary, retry: false });
}
