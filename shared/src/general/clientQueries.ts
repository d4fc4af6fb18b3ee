import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientDuplicatesQuery } from '../schemas/clientSchemas';
import { clientApi, type ClientListRequest } from './clientApi';

const isId = (id: number): boolean => Number.isInteger(id) && id > 0;

/** The one place client query keys are spelled; everything nests under `clients`. */
export const clientQueryKeys = {
  all: ['clients'] as const,
  list: (request: ClientListRequest) => ['clients', 'list', request] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
  history: (id: number) => ['clients', 'history', id] as const,
  duplicates: (query: Partial<ClientDuplicatesQuery>) => ['clients', 'duplicates', query] as const,
};

export const clientQueries = {
  /** One page of the client list (or of a client field's suggestions); the previous page stays while the next loads. */
  list: (request: ClientListRequest) =>
    queryOptions({ queryKey: clientQueryKeys.list(request), queryFn: () => clientApi.list(request), placeholderData: keepPreviousData }),
  detail: (id: number) => queryOptions({ queryKey: clientQueryKeys.detail(id), queryFn: () => clientApi.get(id), enabled: isId(id) }),
  history: (id: number) => queryOptions({ queryKey: clientQueryKeys.history(id), queryFn: () => clientApi.history(id), enabled: isId(id) }),
  duplicates: (query: Partial<ClientDuplicatesQuery>) =>
    queryOptions({
      queryKey: clientQueryKeys.duplicates(query),
      queryFn: () => clientApi.duplicates(query),
      enabled: Boolean(query.phone || query.email),
    }),
};
