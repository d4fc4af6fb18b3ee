import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryGroupApi, galleryGroupCache, type GalleryGroup, type GalleryGroupChanges, type GalleryGroupFormValues } from '@nail-or-never/shared';
import type { ImageChange } from '@nail-or-never/shared/kit';

// `useQueryClient()` is the host's one client, the one the sidebar menu reads: refreshing the
// gallery groups here updates the menu at once.

export function useCreateGalleryGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: GalleryGroupFormValues; image: ImageChange }) =>
      galleryGroupApi.create({ ...values, image: image.kind === 'replace' ? image.file : null }),
    onSuccess: (created) => {
      galleryGroupCache.store(client, created);
      void galleryGroupCache.refreshList(client);
    },
  });
}

export function toGalleryGroupChanges(group: GalleryGroup, values: GalleryGroupFormValues, image: ImageChange): GalleryGroupChanges {
  return {
    id: group.id,
    version: group.version,
    ...values,
    ...(image.kind === 'replace' ? { image: image.file } : {}),
    ...(image.kind === 'remove' ? { removeImage: true } : {}),
  };
}

export function useUpdateGalleryGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: GalleryGroupChanges) => galleryGroupApi.update(changes),
    onSuccess: (updated) => {
      galleryGroupCache.store(client, updated);
      void galleryGroupCache.refreshList(client);
    },
  });
}

export function useDeleteGalleryGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => galleryGroupApi.remove(groupId),
    onSuccess: (_nothing, groupId) => {
      // Dropped, not refetched: the page is left, and a refetch would only answer 404.
      galleryGroupCache.forget(client, groupId);
      void galleryGroupCache.refreshList(client);
    },
  });
}
