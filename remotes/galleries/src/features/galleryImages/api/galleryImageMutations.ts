import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogQueryKeys,
  galleryGroupApi,
  galleryGroupCache,
  galleryImageApi,
  type GalleryGroup,
  type GalleryImage,
  type GalleryImageChanges,
  type PagedEnvelope,
} from '@nail-or-never/shared';
import { IMAGES_PER_PAGE } from './useGalleryImages';

export function useUpdateGalleryImage(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: GalleryImageChanges) => galleryImageApi.update(changes),
    onSuccess: () => void galleryGroupCache.refreshImages(client, groupId),
  });
}

/** The outcome of deleting several images: some may fail (already gone, server down) while others go. */
export interface DeleteOutcome {
  deleted: number[];
  failed: Array<{ id: number; message: string }>;
}

export function useDeleteGalleryImages(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    // One call per image (the API deletes one at a time); each answer is kept, none hides another.
    mutationFn: async (ids: readonly number[]): Promise<DeleteOutcome> => {
      const results = await Promise.allSettled(ids.map((id) => galleryImageApi.remove(groupId, id)));
      const outcome: DeleteOutcome = { deleted: [], failed: [] };
      results.forEach((result, index) => {
        const id = ids[index] as number;
        if (result.status === 'fulfilled') outcome.deleted.push(id);
        else outcome.failed.push({ id, message: result.reason instanceof Error ? result.reason.message : 'Not deleted.' });
      });
      return outcome;
    },
    onSettled: () => void galleryGroupCache.refreshImages(client, groupId),
  });
}

function moveWithin<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export interface MoveRequest {
  imageId: number;
  page: number;
  /** Indexes on the page, before and after the move. */
  fromIndex: number;
  toIndex: number;
}

/**
 * Reorders at once on screen (the dragged picture stays where it was dropped), then saves the new
 * place; a refusal puts the server's order back.
 */
export function useMoveGalleryImage(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, page, toIndex }: MoveRequest) =>
      galleryImageApi.move({ parentId: groupId, id: imageId, position: (page - 1) * IMAGES_PER_PAGE + toIndex }),
    onMutate: async ({ page, fromIndex, toIndex }: MoveRequest) => {
      const key = catalogQueryKeys.galleryGroups.images(groupId, page, IMAGES_PER_PAGE);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<PagedEnvelope<GalleryImage>>(key, (current) => (current ? { ...current, data: moveWithin(current.data, fromIndex, toIndex) } : current));
    },
    onSettled: () => void galleryGroupCache.refreshImages(client, groupId),
  });
}

/**
 * The group's cover becomes a copy of one of its images. The API takes a cover as an upload, so
 * the picture is read back from its display URL and sent like a picked file; the group's version
 * guards against overwriting someone else's change.
 */
export function useSetGalleryCover(group: GalleryGroup) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (image: GalleryImage) => {
      const response = await fetch(image.image.url);
      if (!response.ok) throw new Error('The picture could not be read. Try again.');
      const blob = await response.blob();
      const file = new File([blob], `cover-from-image-${image.id}.webp`, { type: blob.type || 'image/webp' });
      return galleryGroupApi.update({ id: group.id, version: group.version, image: file });
    },
    onSuccess: (updated) => {
      galleryGroupCache.store(client, updated);
      void galleryGroupCache.refreshList(client);
    },
  });
}
