import type { ApiEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type { TimeOff, TimeOffBlock, TimeOffBlocksQuery, TimeOffCreateInput, TimeOffListQuery, TimeOffUpdateInput } from '../schemas/timeOffSchemas';

/** Staff time off and blocked time (`/time-off`, docs/general-api.md). */
export const timeOffApi = {
  /** The entries not over before `from` (default today), one employee's or everyone's. */
  async list(query: TimeOffListQuery = {}): Promise<TimeOff[]> {
    const response = await httpClient.get<ApiEnvelope<TimeOff[]>>('/time-off', { params: query });
    return response.data.data;
  },

  /** Every stretch of time off in a calendar's range (at most 42 days), repeats unrolled. */
  async blocks(query: TimeOffBlocksQuery): Promise<TimeOffBlock[]> {
    const response = await httpClient.get<ApiEnvelope<TimeOffBlock[]>>('/time-off/blocks', { params: query });
    return response.data.data;
  },

  /** 409 naming the bookings the time off would leave without their employee. */
  async create(input: TimeOffCreateInput): Promise<TimeOff> {
    const response = await httpClient.post<ApiEnvelope<TimeOff>>('/time-off', input);
    return response.data.data;
  },

  async update(input: TimeOffUpdateInput): Promise<TimeOff> {
    const response = await httpClient.put<ApiEnvelope<TimeOff>>('/time-off', input);
    return response.data.data;
  },

  async remove(id: number): Promise<void> {
    await httpClient.delete(`/time-off/${id}`);
  },
};
