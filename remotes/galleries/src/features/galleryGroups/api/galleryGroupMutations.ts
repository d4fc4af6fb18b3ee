import { galleryGroupApi, galleryGroupCache, type GalleryGroup, type GalleryGroupChanges, type GalleryGroupDraft } from '@nail-or-never/shared';
import { useRecordGroupMutations, type RecordGroupResource } from '@nail-or-never/shared/kit';

const galleryGroups: RecordGroupResource<GalleryGroup, GalleryGroupDraft, GalleryGroupChanges> = {
  create: (draft) => galleryGroupApi.create(draft),
  update: (changes) => galleryGroupApi.update(changes),
  remove: (id) => galleryGroupApi.remove(id),
  cache: galleryGroupCache,
};

/** Create, update and delete of gallery groups; each keeps the sidebar menu in step. */
export const useGalleryGroupMutations = () => useRecordGroupMutations(galleryGroups);
