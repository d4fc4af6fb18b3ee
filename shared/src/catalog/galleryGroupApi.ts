import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import { toCatalogFormData } from './catalogFormData';
import type { GalleryGroupChanges, GalleryGroupDraft, PageRequest } from './catalogRequests';
import type { GalleryGroup } from './catalogTypes';

/** Gallery groups (`/gallery-parent`, spec §7). Create and update send multipart forms. */
export const galleryGroupApi = {
  /** All gallery groups, unpaged (`pagination=0`): the sidebar menu reads this (spec §7). */
  async listAll(): Promise<GalleryGroup[]> {
    const response = await httpClient.get<ApiEnvelope<GalleryGroup[]>>('/gallery-parent', { params: { pagination: 0 } });
    return response.data.data;
  },

  /** A page of gallery groups (`pagination=1`). */
  async list({ page, limit }: PageRequest = {}): Promise<PagedEnvelope<GalleryGroup>> {
    const response = await httpClient.get<PagedEnvelope<GalleryGroup>>('/gallery-parent', { params: { pagination: 1, page, limit } });
    return response.data;
  },

  async get(id: number): Promise<GalleryGroup> {
    const response = await httpClient.get<ApiEnvelope<GalleryGroup>>(`/gallery-parent/${id}`);
    return response.data.data;
  },

  async create(draft: GalleryGroupDraft): Promise<GalleryGroup> {
    const response = await httpClient.post<ApiEnvelope<GalleryGroup>>('/gallery-parent', toCatalogFormData({ ...draft }));
    return response.data.data;
  },

  /** Answers 409 when someone else changed the group since `version` was read. */
  async update(changes: GalleryGroupChanges): Promise<GalleryGroup> {
    const response = await httpClient.put<ApiEnvelope<GalleryGroup>>('/gallery-parent', toCatalogFormData({ ...changes }));
    return response.data.data;
  },

  /** Deletes the group and every image in it. */
  async remove(id: number): Promise<void> {
    await httpClient.delete(`/gallery-parent/${id}`);
  },
};
