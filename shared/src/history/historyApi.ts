import type { HistoryEntry, HistoryResource, HistorySection } from '../schemas';
import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';

/** The owner's Activity filters (`GET /history`); a date range is two instants. */
export interface HistoryListRequest {
  page: number;
  limit: number;
  person?: number | undefined;
  section?: HistorySection | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Who changed what (`/history`): everything for the owner, one record's changes for whoever may read it. */
export const historyApi = {
  async list({ page, limit, person, section, from, to }: HistoryListRequest): Promise<PagedEnvelope<HistoryEntry>> {
    const response = await httpClient.get<PagedEnvelope<HistoryEntry>>('/history', { params: { page, limit, person, section, from, to } });
    return response.data;
  },

  async ofRecord(resource: HistoryResource, id: string | number): Promise<HistoryEntry[]> {
    const response = await httpClient.get<ApiEnvelope<HistoryEntry[]>>(`/history/${resource}/${encodeURIComponent(String(id))}`);
    return response.data.data;
  },
};
