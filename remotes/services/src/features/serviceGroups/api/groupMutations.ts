import { useMutation } from '@tanstack/react-query';
import {
  catalogQueryKeys,
  queryClient,
  serviceGroupApi,
  type ServiceGroup,
  type ServiceGroupChanges,
  type ServiceGroupFormValues,
} from '@nail-or-never/shared';
import type { ImageChange } from '@nail-or-never/shared/kit';

/**
 * The shared query client on purpose (not `useQueryClient`): it is the one the host's sidebar menu
 * reads, so invalidating `serviceGroups.all` here updates the menu at once. The key nests, so the
 * group's detail and its service pages refresh too.
 */
function refreshGroups(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogQueryKeys.serviceGroups.all });
}

/** The menu list alone (`exact`): a deleted group's own queries must not refetch into a 404. */
function refreshMenuList(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogQueryKeys.serviceGroups.all, exact: true });
}

/** `['service-groups', 'services', id]`: the prefix of every page of one group's services. */
function servicesOfGroupPrefix(groupId: number): readonly unknown[] {
  return catalogQueryKeys.serviceGroups.services(groupId, 1, 1, '').slice(0, 3);
}

export function useCreateServiceGroup() {
  return useMutation({
    mutationFn: ({ values, image }: { values: ServiceGroupFormValues; image: ImageChange }) =>
      serviceGroupApi.create({ ...values, image: image.kind === 'replace' ? image.file : null }),
    onSuccess: (created) => {
      queryClient.setQueryData(catalogQueryKeys.serviceGroups.detail(created.id), created);
      void refreshGroups();
    },
  });
}

export function toGroupChanges(group: ServiceGroup, values: ServiceGroupFormValues, image: ImageChange): ServiceGroupChanges {
  return {
    id: group.id,
    version: group.version,
    ...values,
    ...(image.kind === 'replace' ? { image: image.file } : {}),
    ...(image.kind === 'remove' ? { removeImage: true } : {}),
  };
}

export function useUpdateServiceGroup() {
  return useMutation({
    mutationFn: (changes: ServiceGroupChanges) => serviceGroupApi.update(changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(catalogQueryKeys.serviceGroups.detail(updated.id), updated);
      void refreshGroups();
    },
  });
}

export function useDeleteServiceGroup() {
  return useMutation({
    mutationFn: (groupId: number) => serviceGroupApi.remove(groupId),
    onSuccess: (_nothing, groupId) => {
      // Dropped, not refetched: the page is left, and a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: catalogQueryKeys.serviceGroups.detail(groupId) });
      queryClient.removeQueries({ queryKey: servicesOfGroupPrefix(groupId) });
      void refreshMenuList();
      void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.services.all });
    },
  });
}
