import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import { toCatalogFormData } from './catalogFormData';
import type { GalleryImageChanges, GalleryImageDraft, PageRequest } from './catalogRequests';
import type { GalleryImage } from './catalogTypes';

/** The images of a gallery group (`/gallery`, spec §7). Create and update send multipart forms. */
export const galleryImageApi = {
  async list(groupId: number, { page, limit }: PageRequest = {}): Promise<PagedEnvelope<GalleryImage>> {
    const response = await httpClient.get<PagedEnvelope<GalleryImage>>(`/gallery/list-gallery/${groupId}`, { params: { page, limit } });
    return response.data;
  },

  async create(draft: GalleryImageDraft): Promise<GalleryImage> {
    const response = await httpClient.post<ApiEnvelope<GalleryImage>>('/gallery', toCatalogFormData({ ...draft }));
    return response.data.data;
  },

  /** A new `image` replaces the picture. Answers 409 when `version` is stale. */
  async update(changes: GalleryImageChanges): Promise<GalleryImage> {
    const response = await httpClient.put<ApiEnvelope<GalleryImage>>('/gallery', toCatalogFormData({ ...changes }));
    return response.data.data;
  },

  async remove(parentId: number, id: number): Promise<void> {
    await httpClient.delete(`/gallery/${parentId}/${id}`);
  },
};
