import { useQuery } from '@tanstack/react-query';
import { serviceGroupQueries } from '@nail-or-never/shared';

/** One group's detail (with its `serviceCount` and `version`), cached under the catalogue's key. */
export function useServiceGroup(groupId: number) {
  return useQuery(serviceGroupQueries.detail(groupId));
}
