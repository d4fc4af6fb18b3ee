import type { ApiEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type { GalleryGroup } from './catalogTypes';

export const galleryGroupApi = {
  /** All gallery groups, unpaged (`pagination=0`): the sidebar menu reads this (spec §7). */
  async listAll(): Promise<GalleryGroup[]> {
    const response = await httpClient.get<ApiEnvelope<GalleryGroup[]>>('/gallery-parent', { params: { pagination: 0 } });
    return response.data.data;
  },
};
