import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import { toCatalogFormData } from './catalogFormData';
import type { PageRequest, ServiceGroupChanges, ServiceGroupDraft } from './catalogRequests';
import type { Service, ServiceGroup } from './catalogTypes';

export interface ServiceListRequest extends PageRequest {
  groupId: number;
  /** Part of a service name, any case. */
  q?: string;
}

/** Service groups (`/services-parent`, spec §7). Create and update send multipart forms. */
export const serviceGroupApi = {
  /** All service groups in display order, unpaged: the sidebar menu reads this (spec §7). */
  async listAll(): Promise<ServiceGroup[]> {
    const response = await httpClient.get<ApiEnvelope<ServiceGroup[]>>('/services-parent/with-out-pagination');
    return response.data.data;
  },

  async get(id: number): Promise<ServiceGroup> {
    const response = await httpClient.get<ApiEnvelope<ServiceGroup>>('/services-parent/detail', { params: { id } });
    return response.data.data;
  },

  async create(draft: ServiceGroupDraft): Promise<ServiceGroup> {
    const response = await httpClient.post<ApiEnvelope<ServiceGroup>>('/services-parent', toCatalogFormData({ ...draft }));
    return response.data.data;
  },

  /** Answers 409 when someone else changed the group since `version` was read. */
  async update(changes: ServiceGroupChanges): Promise<ServiceGroup> {
    const response = await httpClient.put<ApiEnvelope<ServiceGroup>>('/services-parent', toCatalogFormData({ ...changes }));
    return response.data.data;
  },

  /** Deletes the group and every service in it. */
  async remove(id: number): Promise<void> {
    await httpClient.delete(`/services-parent/${id}`);
  },

  /** A page of one group's services, in display order. */
  async listServices({ groupId, page, limit, q }: ServiceListRequest): Promise<PagedEnvelope<Service>> {
    const response = await httpClient.get<PagedEnvelope<Service>>('/services-parent/list-service', {
      params: { id: groupId, page, limit, ...(q ? { q } : {}) },
    });
    return response.data;
  },
};
