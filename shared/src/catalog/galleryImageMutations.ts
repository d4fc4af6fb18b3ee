import { mutationOptions } from '@tanstack/react-query';
import type { PagedEnvelope } from '../http/envelope';
import type { GalleryImageOrder } from '../schemas/galleryImageSchemas';
import { refreshResources, type ResourceName } from '../query/resourceRoots';
import { resourceWrite, type ResourceWriteMeta } from '../query/resourceWrite';
import { catalogQueryKeys } from './catalogQueryKeys';
import type { GalleryImageChanges, GalleryImageDraft } from './catalogRequests';
import type { GalleryImage } from './catalogTypes';
import { galleryImageApi, type UploadOptions } from './galleryImageApi';

/** Images change their group's count and cover, so the groups (and the menu) refresh with them. */
const AFFECTED: readonly ResourceName[] = ['galleryImages', 'galleryGroups'];

/** The outcome of deleting several images: some may fail (already gone, server down) while others go. */
export interface DeleteOutcome {
  deleted: number[];
  failed: Array<{ id: number; message: string }>;
}

export interface ImagesRemoval {
  groupId: number;
  ids: readonly number[];
}

/** One call per image (the API deletes one at a time); each answer is kept, none hides another. */
async function removeEach({ groupId, ids }: ImagesRemoval): Promise<DeleteOutcome> {
  const results = await Promise.allSettled(ids.map((id) => galleryImageApi.remove(groupId, id)));
  const outcome: DeleteOutcome = { deleted: [], failed: [] };
  results.forEach((result, index) => {
    const id = ids[index];
    if (id === undefined) return;
    if (result.status === 'fulfilled') outcome.deleted.push(id);
    else outcome.failed.push({ id, message: result.reason instanceof Error ? result.reason.message : 'Not deleted.' });
  });
  return outcome;
}

export interface ImageUploadRequest {
  draft: GalleryImageDraft;
  options?: UploadOptions;
}

export interface ImageMove {
  groupId: number;
  imageId: number;
  /** The page shown and its size: the move is drawn on that page before the server answers. */
  page: number;
  limit: number;
  /** Indexes on the page, before and after the move. */
  fromIndex: number;
  toIndex: number;
}

function moveWithin<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

const moveMeta: ResourceWriteMeta = { affects: AFFECTED };

export const galleryImageMutations = {
  upload: () =>
    resourceWrite({ resource: 'galleryImages', action: 'upload', send: ({ draft, options }: ImageUploadRequest) => galleryImageApi.create(draft, options), affects: AFFECTED }),
  update: () => resourceWrite({ resource: 'galleryImages', action: 'update', send: (changes: GalleryImageChanges) => galleryImageApi.update(changes), affects: AFFECTED }),
  removeMany: () => resourceWrite({ resource: 'galleryImages', action: 'remove', send: removeEach, affects: AFFECTED }),
  /**
   * Reorders at once on screen (the dragged picture stays where it was dropped), then saves the new
   * place; success or refusal, the server's order is read back.
   */
  move: () =>
    mutationOptions<GalleryImageOrder, Error, ImageMove>({
      mutationKey: ['galleryImages', 'move'],
      meta: moveMeta,
      mutationFn: ({ groupId, imageId, page, limit, toIndex }) => galleryImageApi.move({ parentId: groupId, id: imageId, position: (page - 1) * limit + toIndex }),
      onMutate: async ({ groupId, page, limit, fromIndex, toIndex }, { client }) => {
        const key = catalogQueryKeys.galleryGroups.images(groupId, page, limit);
        await client.cancelQueries({ queryKey: key });
        client.setQueryData<PagedEnvelope<GalleryImage>>(key, (current) => (current ? { ...current, data: moveWithin(current.data, fromIndex, toIndex) } : current));
      },
      onSettled: (_data, _error, _move, _onMutateResult, { client }) => refreshResources(client, AFFECTED),
    }),
};
