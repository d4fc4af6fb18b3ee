import { useQuery } from '@tanstack/react-query';
import { serviceGroupQueries } from '@nail-or-never/shared';

export interface GroupServicesRequest {
  groupId: number;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  q: string;
}

/**
 * One page of a group's services from the server. The previous page stays on screen while the
 * next one loads, so paging and searching do not flash an empty table.
 */
export function useGroupServices({ groupId, page, limit, q }: GroupServicesRequest) {
  return useQuery(serviceGroupQueries.services({ groupId, page, limit, q }));
}
