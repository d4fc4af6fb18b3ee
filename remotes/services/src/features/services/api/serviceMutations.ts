import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { serviceApi, serviceCache, serviceGroupCache, type ServiceChanges, type ServiceDraft } from '@nail-or-never/shared';

/**
 * After any change to a service: the group's pages of services and its `serviceCount` (both under
 * the groups, which also refreshes the menu list) and the all-services lists.
 */
function refreshServices(client: QueryClient): Promise<unknown> {
  return Promise.all([serviceGroupCache.refreshAll(client), serviceCache.refreshAll(client)]);
}

export function useCreateService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (draft: ServiceDraft) => serviceApi.create(draft), onSuccess: () => void refreshServices(client) });
}

export function useUpdateService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (changes: ServiceChanges) => serviceApi.update(changes), onSuccess: () => void refreshServices(client) });
}

export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (serviceId: number) => serviceApi.remove(serviceId), onSuccess: () => void refreshServices(client) });
}
