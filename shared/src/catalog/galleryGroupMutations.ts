import type { QueryClient } from '@tanstack/react-query';
import { resourceWrite } from '../query/resourceWrite';
import { catalogQueryKeys } from './catalogQueryKeys';
import type { GalleryGroupChanges, GalleryGroupDraft } from './catalogRequests';
import type { GalleryGroup, GalleryImage } from './catalogTypes';
import { galleryGroupApi } from './galleryGroupApi';

const stored = (client: QueryClient, group: GalleryGroup) => client.setQueryData(catalogQueryKeys.galleryGroups.detail(group.id), group);

export interface CoverChoice {
  group: GalleryGroup;
  image: GalleryImage;
}

/**
 * The API takes a cover only as an upload, so the picture is read back from its display URL and
 * sent like a picked file; the group's version guards against overwriting someone else's change.
 */
async function coverFromImage({ group, image }: CoverChoice): Promise<GalleryGroup> {
  const response = await fetch(image.image.url);
  if (!response.ok) throw new Error('The picture could not be read. Try again.');
  const blob = await response.blob();
  const file = new File([blob], `cover-from-image-${image.id}.webp`, { type: blob.type || 'image/webp' });
  return galleryGroupApi.update({ id: group.id, version: group.version, image: file });
}

/** The writes of gallery groups; refreshing them refreshes the sidebar menu too. */
export const galleryGroupMutations = {
  create: () => resourceWrite({ resource: 'galleryGroups', action: 'create', send: (draft: GalleryGroupDraft) => galleryGroupApi.create(draft), apply: stored, affects: ['galleryGroups'] }),
  update: () =>
    resourceWrite({ resource: 'galleryGroups', action: 'update', send: (changes: GalleryGroupChanges) => galleryGroupApi.update(changes), apply: stored, affects: ['galleryGroups'] }),
  /** The group's cover becomes a copy of one of its images. */
  changeCover: () => resourceWrite({ resource: 'galleryGroups', action: 'change-cover', send: coverFromImage, apply: stored, affects: ['galleryGroups'] }),
  /** A deleted group's own queries are dropped: a refetch would only answer 404. */
  remove: () =>
    resourceWrite({
      resource: 'galleryGroups',
      action: 'remove',
      send: (id: number) => galleryGroupApi.remove(id),
      apply: (client, _nothing, id) => {
        client.removeQueries({ queryKey: catalogQueryKeys.galleryGroups.detail(id) });
        client.removeQueries({ queryKey: catalogQueryKeys.galleryGroups.imagesOf(id) });
      },
      affects: ['galleryGroups'],
    }),
};
