import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HistoryResource } from '../schemas';
import { historyApi, type HistoryListRequest } from './historyApi';

/**
 * Read only: the API writes history in the same transaction as each change. Always read fresh
 * (staleTime 0, the default) when a History tab or the Activity page opens, so no write needs to
 * name the history among what it affects.
 */
export const historyQueries = {
  list: (request: HistoryListRequest) =>
    queryOptions({ queryKey: ['history', 'list', request] as const, queryFn: () => historyApi.list(request), placeholderData: keepPreviousData }),
  ofRecord: (resource: HistoryResource, id: string | number) =>
    queryOptions({ queryKey: ['history', 'record', resource, String(id)] as const, queryFn: () => historyApi.ofRecord(resource, id) }),
};
