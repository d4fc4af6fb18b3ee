import { useQuery } from '@tanstack/react-query';
import { catalogQueryKeys, serviceGroupApi } from '@nail-or-never/shared';

/** The same query (key and fetcher) as the host's menu, so both read one cache entry. */
export function useServiceGroups() {
  return useQuery({ queryKey: catalogQueryKeys.serviceGroups.all, queryFn: serviceGroupApi.listAll });
}
