import type { ApiEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type {
  BookingSeries,
  BookingSeriesCancelFollowingInput,
  BookingSeriesCreateInput,
  BookingSeriesFollowingInput,
  BookingSeriesPreview,
  BookingSeriesPreviewInput,
} from '../schemas/bookingSeriesSchemas';

/** Repeating bookings (`/bookings/series`, docs/general-api.md): each visit is an ordinary booking. */
export const bookingSeriesApi = {
  /** Every planned visit with the sentence `POST /bookings` would refuse it with, if any. Saves nothing. */
  async preview(input: BookingSeriesPreviewInput): Promise<BookingSeriesPreview> {
    const response = await httpClient.post<ApiEnvelope<BookingSeriesPreview>>('/bookings/series/preview', input);
    return response.data.data;
  },

  /** Books every visit not skipped, all or none: 409 naming the visit that no longer fits. */
  async create(input: BookingSeriesCreateInput): Promise<BookingSeries> {
    const response = await httpClient.post<ApiEnvelope<BookingSeries>>('/bookings/series', input);
    return response.data.data;
  },

  async get(id: number): Promise<BookingSeries> {
    const response = await httpClient.get<ApiEnvelope<BookingSeries>>(`/bookings/series/${id}/visits`);
    return response.data.data;
  },

  /** "This and the following": new services, people, times of day and notes from one visit on. */
  async changeFollowing(id: number, input: BookingSeriesFollowingInput): Promise<BookingSeries> {
    const response = await httpClient.put<ApiEnvelope<BookingSeries>>(`/bookings/series/${id}/following`, input);
    return response.data.data;
  },

  async cancelFollowing(id: number, input: BookingSeriesCancelFollowingInput): Promise<BookingSeries> {
    const response = await httpClient.post<ApiEnvelope<BookingSeries>>(`/bookings/series/${id}/cancel-following`, input);
    return response.data.data;
  },
};
