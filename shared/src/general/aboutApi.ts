import type { AboutImage, AboutPage, AboutPageUpdateInput } from '@nail-or-never/shared/schemas';
import { httpClient, toCatalogFormData, type ApiEnvelope } from '@nail-or-never/shared';

export interface AboutImageDraft {
  altText: string;
  image: File;
}

export interface AboutImageChanges {
  id: number;
  version: number;
  altText?: string;
  displayOrder?: number;
  image?: File;
}

/** The about-us page (`/about-us`, JSON) and its up to eight pictures (multipart). */
export const aboutApi = {
  async get(): Promise<AboutPage> {
    const response = await httpClient.get<ApiEnvelope<AboutPage>>('/about-us');
    return response.data.data;
  },

  /** The server sanitises `bodyHtml`; 409 when the page changed since `version` was read. */
  async update(input: AboutPageUpdateInput): Promise<AboutPage> {
    const response = await httpClient.put<ApiEnvelope<AboutPage>>('/about-us', input);
    return response.data.data;
  },

  async addImage(draft: AboutImageDraft): Promise<AboutImage> {
    const response = await httpClient.post<ApiEnvelope<AboutImage>>('/about-us/images', toCatalogFormData({ ...draft }));
    return response.data.data;
  },

  async updateImage(changes: AboutImageChanges): Promise<AboutImage> {
    const response = await httpClient.put<ApiEnvelope<AboutImage>>('/about-us/images', toCatalogFormData({ ...changes }));
    return response.data.data;
  },

  /** Removing the hero picture leaves the page without one (its version moves on). */
  async removeImage(id: number): Promise<void> {
    await httpClient.delete(`/about-us/images/${id}`);
  },
};
