import { useQuery } from '@tanstack/react-query';
import { catalogQueryKeys, serviceGroupApi } from '@nail-or-never/shared';

/** One group's detail (with its `serviceCount` and `version`), cached under the catalogue's key. */
export function useServiceGroup(groupId: number) {
  return useQuery({
    queryKey: catalogQueryKeys.serviceGroups.detail(groupId),
    queryFn: () => serviceGroupApi.get(groupId),
    enabled: Number.isInteger(groupId) && groupId > 0,
  });
}
