import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the whole admin. Host and remotes share it through federation, so a remote
 * that invalidates `catalogQueryKeys.serviceGroups.all` refreshes the host's sidebar menu too.
 * The spec says data fetches are not retried on error.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
