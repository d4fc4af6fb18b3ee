import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import { toCatalogFormData } from './catalogFormData';
import type { GalleryImageMoveInput, GalleryImageOrder } from '../schemas/galleryImageSchemas';
import type { GalleryImageChanges, GalleryImageDraft, PageRequest } from './catalogRequests';
import type { GalleryImage } from './catalogTypes';

/** For a picture's upload: how far it has got, and a way to stop it. */
export interface UploadOptions {
  /** Called as the bytes leave, with the share sent so far (0…1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const uploadConfig = ({ onProgress, signal }: UploadOptions) => ({
  signal,
  onUploadProgress: onProgress
    ? (event: { loaded: number; total?: number }) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      }
    : undefined,
});

/** The images of a gallery group (`/gallery`, spec §7). Create and update send multipart forms. */
export const galleryImageApi = {
  async list(groupId: number, { page, limit }: PageRequest = {}): Promise<PagedEnvelope<GalleryImage>> {
    const response = await httpClient.get<PagedEnvelope<GalleryImage>>(`/gallery/list-gallery/${groupId}`, { params: { page, limit } });
    return response.data;
  },

  async create(draft: GalleryImageDraft, options: UploadOptions = {}): Promise<GalleryImage> {
    const response = await httpClient.post<ApiEnvelope<GalleryImage>>('/gallery', toCatalogFormData({ ...draft }), uploadConfig(options));
    return response.data.data;
  },

  /** A new `image` replaces the picture. Answers 409 when `version` is stale. */
  async update(changes: GalleryImageChanges, options: UploadOptions = {}): Promise<GalleryImage> {
    const response = await httpClient.put<ApiEnvelope<GalleryImage>>('/gallery', toCatalogFormData({ ...changes }), uploadConfig(options));
    return response.data.data;
  },

  async remove(parentId: number, id: number): Promise<void> {
    await httpClient.delete(`/gallery/${parentId}/${id}`);
  },

  /** Puts image `id` at `position` (0 = first) of its group; the server renumbers the group. */
  async move(input: GalleryImageMoveInput): Promise<GalleryImageOrder> {
    const response = await httpClient.put<ApiEnvelope<GalleryImageOrder>>('/gallery/order', input);
    return response.data.data;
  },
};
