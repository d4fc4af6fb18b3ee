import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type { PageRequest, ServiceChanges, ServiceDraft } from './catalogRequests';
import type { Service } from './catalogTypes';

export interface AllServicesRequest extends PageRequest {
  q?: string;
}

/** Services (`/services`, spec §7): JSON bodies; prices are decimal numbers, `null` when free. */
export const serviceApi = {
  /** A page of the services of every group. */
  async list({ page, limit, q }: AllServicesRequest = {}): Promise<PagedEnvelope<Service>> {
    const response = await httpClient.get<PagedEnvelope<Service>>('/services', { params: { page, limit, ...(q ? { q } : {}) } });
    return response.data;
  },

  async create(draft: ServiceDraft): Promise<Service> {
    const response = await httpClient.post<ApiEnvelope<Service>>('/services', draft);
    return response.data.data;
  },

  /** Answers 409 when someone else changed the service since `version` was read. */
  async update(changes: ServiceChanges): Promise<Service> {
    const response = await httpClient.put<ApiEnvelope<Service>>('/services', changes);
    return response.data.data;
  },

  async remove(id: number): Promise<void> {
    await httpClient.delete(`/services/${id}`);
  },
};
