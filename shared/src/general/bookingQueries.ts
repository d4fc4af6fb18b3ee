import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bookingApi, type AvailabilityRequest, type BookingListRequest, type BookingRangeRequest } from './bookingApi';

/** The one place booking query keys are spelled; everything nests under `bookings`. */
export const bookingQueryKeys = {
  all: ['bookings'] as const,
  list: (request: BookingListRequest) => ['bookings', 'list', request] as const,
  range: (request: BookingRangeRequest) => ['bookings', 'range', request] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
  availability: (request: AvailabilityRequest) => ['bookings', 'availability', request] as const,
  messages: (id: number) => ['bookings', 'messages', id] as const,
  businessSummary: ['dashboard', 'business'] as const,
};

/**
 * The calendar keeps no copies of its neighbours: it reads the salon's time zone from
 * `contactQueries.record()`, its columns from `employeeQueries.bookable()` and the services from
 * `serviceQueries.every()`, so a change saved on their pages shows in it at once.
 */
export const bookingQueries = {
  list: (request: BookingListRequest) =>
    queryOptions({ queryKey: bookingQueryKeys.list(request), queryFn: () => bookingApi.list(request), placeholderData: keepPreviousData }),
  range: (request: BookingRangeRequest) =>
    queryOptions({ queryKey: bookingQueryKeys.range(request), queryFn: () => bookingApi.range(request), placeholderData: keepPreviousData }),
  /** Under `bookings`: any booking change refreshes the offered times. */
  availability: (request: AvailabilityRequest) =>
    queryOptions({
      queryKey: bookingQueryKeys.availability(request),
      queryFn: () => bookingApi.availability(request),
      enabled: request.serviceIds.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(request.date),
    }),
  detail: (id: number) => queryOptions({ queryKey: bookingQueryKeys.detail(id), queryFn: () => bookingApi.get(id), enabled: Number.isInteger(id) && id > 0 }),
  /** Under `bookings`: a status change or a move refreshes the drawer's message list with the booking. */
  messages: (id: number) =>
    queryOptions({ queryKey: bookingQueryKeys.messages(id), queryFn: () => bookingApi.messages(id), enabled: Number.isInteger(id) && id > 0 }),
  businessSummary: () => queryOptions({ queryKey: bookingQueryKeys.businessSummary, queryFn: bookingApi.businessSummary }),
};
