import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  serviceCache,
  serviceGroupApi,
  serviceGroupCache,
  type ServiceGroup,
  type ServiceGroupChanges,
  type ServiceGroupFormValues,
} from '@nail-or-never/shared';
import type { ImageChange } from '@nail-or-never/shared/kit';

// The client of `useQueryClient()` is the host's (or the standalone page's) one shared client: the
// one the sidebar menu reads, so refreshing the groups here updates the menu at once.

export function useCreateServiceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: ServiceGroupFormValues; image: ImageChange }) =>
      serviceGroupApi.create({ ...values, image: image.kind === 'replace' ? image.file : null }),
    onSuccess: (created) => {
      serviceGroupCache.store(client, created);
      void serviceGroupCache.refreshAll(client);
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ServiceGroupChanges) => serviceGroupApi.update(changes),
    onSuccess: (updated) => {
      serviceGroupCache.store(client, updated);
      void serviceGroupCache.refreshAll(client);
    },
  });
}

export function useDeleteServiceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => serviceGroupApi.remove(groupId),
    onSuccess: (_nothing, groupId) => {
      // Dropped, not refetched: the page is left, and a refetch would only answer 404.
      serviceGroupCache.forget(client, groupId);
      void serviceGroupCache.refreshList(client);
      void serviceCache.refreshAll(client);
    },
  });
}
