import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type {
  Client,
  ClientCreateInput,
  ClientDuplicatesQuery,
  ClientEraseInput,
  ClientHistory,
  ClientMergeInput,
  ClientSort,
  ClientUpdateInput,
} from '../schemas/clientSchemas';

export interface ClientListRequest {
  page?: number;
  limit?: number;
  /** Any part of the name, the phone in any form, or the e-mail. */
  q?: string;
  sort?: ClientSort;
}

/** The salon's customers (`/clients`, docs/general-api.md). */
export const clientApi = {
  async list({ page = 1, limit = 20, q = '', sort = 'name' }: ClientListRequest = {}): Promise<PagedEnvelope<Client>> {
    const response = await httpClient.get<PagedEnvelope<Client>>('/clients', { params: { page, limit, sort, ...(q ? { q } : {}) } });
    return response.data;
  },

  async get(id: number): Promise<Client> {
    const response = await httpClient.get<ApiEnvelope<Client>>(`/clients/${id}`);
    return response.data.data;
  },

  /** Visits (upcoming and past), their counts, the money spent and the gift cards. */
  async history(id: number): Promise<ClientHistory> {
    const response = await httpClient.get<ApiEnvelope<ClientHistory>>(`/clients/${id}/history`);
    return response.data.data;
  },

  /** Clients whose phone (compared in E.164) or e-mail matches: the "Is this …?" question. */
  async duplicates(query: Partial<ClientDuplicatesQuery>): Promise<Client[]> {
    const response = await httpClient.get<ApiEnvelope<Client[]>>('/clients/duplicates', { params: query });
    return response.data.data;
  },

  async create(input: ClientCreateInput): Promise<Client> {
    const response = await httpClient.post<ApiEnvelope<Client>>('/clients', input);
    return response.data.data;
  },

  /** 409 when someone else saved the client since `version` was read. */
  async update(input: ClientUpdateInput): Promise<Client> {
    const response = await httpClient.put<ApiEnvelope<Client>>('/clients', input);
    return response.data.data;
  },

  /** Folds the duplicate into this client (its bookings move here) and answers the kept client. */
  async merge(id: number, input: ClientMergeInput): Promise<Client> {
    const response = await httpClient.post<ApiEnvelope<Client>>(`/clients/${id}/merge`, input);
    return response.data.data;
  },

  /** Everything held about the client, as the JSON file "Export data" downloads. */
  async exportData(id: number): Promise<Blob> {
    const response = await httpClient.get<Blob>(`/clients/${id}/export`, { responseType: 'blob' });
    return response.data;
  },

  /** Anonymises the person everywhere; bookings, counts and the gift-card ledger stay. */
  async erase(id: number, input: ClientEraseInput): Promise<Client> {
    const response = await httpClient.post<ApiEnvelope<Client>>(`/clients/${id}/erase`, input);
    return response.data.data;
  },

  /** Refused (409) while bookings or gift cards refer to the client: erase instead. */
  async remove(id: number): Promise<void> {
    await httpClient.delete(`/clients/${id}`);
  },
};
