import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type { Booking, BookingCreateInput, BookingStatus, BookingStatusChangeInput, BookingStatusUndoInput, BookingUpdateInput } from '../schemas/bookingSchemas';
import type { BookingMessage } from '../schemas/bookingMessageSchemas';
import type { Availability } from '../schemas/availabilitySchemas';
import { unpackBookingCalendar, type PackedBookingCalendar } from '../schemas/bookingCalendarPacking';
import type { BusinessSummary } from '../schemas/businessSummarySchemas';

export interface BookingListRequest {
  page?: number;
  limit?: number;
  /** Part of the customer's name or phone. */
  q?: string;
  status?: BookingStatus;
  employeeId?: number;
  clientId?: number;
  /** ISO instants with an offset. */
  from?: string;
  to?: string;
}

export interface AvailabilityRequest {
  /** The salon's calendar day, YYYY-MM-DD. */
  date: string;
  /** The booking's services in the order they are done. */
  serviceIds: number[];
  /** Omitted: anyone available. */
  employeeId?: number;
}

export interface BookingRangeRequest {
  from: string;
  to: string;
  employeeId?: number;
}

/** Bookings (`/bookings`, docs/general-api.md) and the dashboard's business figures they make up. */
export const bookingApi = {
  async list({ page = 1, limit = 20, ...filters }: BookingListRequest): Promise<PagedEnvelope<Booking>> {
    const params = Object.fromEntries(Object.entries({ page, limit, ...filters }).filter(([, value]) => value !== undefined && value !== ''));
    const response = await httpClient.get<PagedEnvelope<Booking>>('/bookings', { params });
    return response.data;
  },

  /**
   * Every booking overlapping the range (at most 42 days), unpaged: what a calendar draws. Read
   * packed from `/bookings/calendar` (a busy week in a sixth of the bytes) and unpacked here into
   * the same records `/bookings/range` returns.
   */
  async range({ from, to, employeeId }: BookingRangeRequest): Promise<Booking[]> {
    const response = await httpClient.get<ApiEnvelope<PackedBookingCalendar>>('/bookings/calendar', { params: { from, to, ...(employeeId ? { employeeId } : {}) } });
    return unpackBookingCalendar(response.data.data);
  },

  /** The start times free on a day for the services (the same rules `create` applies). */
  async availability({ date, serviceIds, employeeId }: AvailabilityRequest): Promise<Availability> {
    const params = { date, services: serviceIds.join(','), ...(employeeId ? { employee: employeeId } : {}) };
    const response = await httpClient.get<ApiEnvelope<Availability>>('/bookings/availability', { params });
    return response.data.data;
  },

  async get(id: number): Promise<Booking> {
    const response = await httpClient.get<ApiEnvelope<Booking>>(`/bookings/${id}`);
    return response.data.data;
  },

  /** 409 with a sentence naming the clash (overlap, hours, skills). */
  async create(input: BookingCreateInput): Promise<Booking> {
    const response = await httpClient.post<ApiEnvelope<Booking>>('/bookings', input);
    return response.data.data;
  },

  /** A change or a reschedule, with the same checks as `create`. */
  async update(input: BookingUpdateInput): Promise<Booking> {
    const response = await httpClient.put<ApiEnvelope<Booking>>('/bookings', input);
    return response.data.data;
  },

  async changeStatus(id: number, change: BookingStatusChangeInput): Promise<Booking> {
    const response = await httpClient.post<ApiEnvelope<Booking>>(`/bookings/${id}/status`, change);
    return response.data.data;
  },

  /** `POST /bookings/:id/status/undo`: the last status change taken back (the same salon day). */
  async undoStatus(id: number, undo: BookingStatusUndoInput): Promise<Booking> {
    const response = await httpClient.post<ApiEnvelope<Booking>>(`/bookings/${id}/status/undo`, undo);
    return response.data.data;
  },

  /** `GET /bookings/:id/messages`: the e-mails the booking caused and where each one is. */
  async messages(id: number): Promise<BookingMessage[]> {
    const response = await httpClient.get<ApiEnvelope<BookingMessage[]>>(`/bookings/${id}/messages`);
    return response.data.data;
  },

  /** `GET /dashboard/business`: today's and this week's figures. */
  async businessSummary(): Promise<BusinessSummary> {
    const response = await httpClient.get<ApiEnvelope<BusinessSummary>>('/dashboard/business');
    return response.data.data;
  },
};
