import type { ApiEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type { ServiceGroup } from './catalogTypes';

export const serviceGroupApi = {
  /** All service groups in display order, unpaged: the sidebar menu reads this (spec §7). */
  async listAll(): Promise<ServiceGroup[]> {
    const response = await httpClient.get<ApiEnvelope<ServiceGroup[]>>('/services-parent/with-out-pagination');
    return response.data.data;
  },
};
