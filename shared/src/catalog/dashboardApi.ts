import type { ApiEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type { DashboardSummary } from './catalogTypes';

export const dashboardApi = {
  /** Catalogue counts and the ten most recent changes, newest first. */
  async getSummary(): Promise<DashboardSummary> {
    const response = await httpClient.get<ApiEnvelope<DashboardSummary>>('/dashboard/summary');
    return response.data.data;
  },
};
