import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Booking } from '../schemas/bookingSchemas';
import { bookingApi, type BookingListRequest, type BookingRangeRequest } from './bookingApi';

/** The one place booking query keys are spelled; everything nests under `bookings`. */
export const bookingQueryKeys = {
  all: ['bookings'] as const,
  list: (request: BookingListRequest) => ['bookings', 'list', request] as const,
  range: (request: BookingRangeRequest) => ['bookings', 'range', request] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
  employees: ['bookings', 'employees'] as const,
  services: ['bookings', 'services'] as const,
  contact: ['bookings', 'contact'] as const,
  businessSummary: ['dashboard', 'business'] as const,
};

export const bookingQueries = {
  list: (request: BookingListRequest) =>
    queryOptions({ queryKey: bookingQueryKeys.list(request), queryFn: () => bookingApi.list(request), placeholderData: keepPreviousData }),
  range: (request: BookingRangeRequest) =>
    queryOptions({ queryKey: bookingQueryKeys.range(request), queryFn: () => bookingApi.range(request), placeholderData: keepPreviousData }),
  detail: (id: number) => queryOptions({ queryKey: bookingQueryKeys.detail(id), queryFn: () => bookingApi.get(id), enabled: Number.isInteger(id) && id > 0 }),
  employees: () => queryOptions({ queryKey: bookingQueryKeys.employees, queryFn: bookingApi.listEmployees, staleTime: 60_000 }),
  services: () => queryOptions({ queryKey: bookingQueryKeys.services, queryFn: bookingApi.listServices, staleTime: 60_000 }),
  contact: () => queryOptions({ queryKey: bookingQueryKeys.contact, queryFn: bookingApi.getContact, staleTime: 60_000 }),
  businessSummary: () => queryOptions({ queryKey: bookingQueryKeys.businessSummary, queryFn: bookingApi.businessSummary }),
};

export const bookingCache = {
  /** A booking changed: every calendar range, list page and the dashboard figures refresh. */
  refreshAll: (client: QueryClient) =>
    Promise.all([client.invalidateQueries({ queryKey: bookingQueryKeys.all }), client.invalidateQueries({ queryKey: ['dashboard'] })]),
  store: (client: QueryClient, booking: Booking) => client.setQueryData(bookingQueryKeys.detail(booking.id), booking),
};
