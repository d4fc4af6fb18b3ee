import { useMutation } from '@tanstack/react-query';
import { catalogQueryKeys, queryClient, serviceApi, type ServiceChanges, type ServiceDraft } from '@nail-or-never/shared';

/**
 * After any change to a service: the group's pages of services and its `serviceCount` (both under
 * `serviceGroups.all`, which also refreshes the menu list) and the all-services lists.
 */
function refreshServices(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogQueryKeys.serviceGroups.all }),
    queryClient.invalidateQueries({ queryKey: catalogQueryKeys.services.all }),
  ]);
}

export function useCreateService() {
  return useMutation({ mutationFn: (draft: ServiceDraft) => serviceApi.create(draft), onSuccess: () => void refreshServices() });
}

export function useUpdateService() {
  return useMutation({ mutationFn: (changes: ServiceChanges) => serviceApi.update(changes), onSuccess: () => void refreshServices() });
}

export function useDeleteService() {
  return useMutation({ mutationFn: (serviceId: number) => serviceApi.remove(serviceId), onSuccess: () => void refreshServices() });
}
