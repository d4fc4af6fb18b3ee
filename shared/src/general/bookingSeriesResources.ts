import { queryOptions } from '@tanstack/react-query';
import type { ResourceName } from '@nail-or-never/shared';
import { resourceWrite } from '@nail-or-never/shared';
import type {
  BookingSeriesCancelFollowingInput,
  BookingSeriesCreateInput,
  BookingSeriesFollowingInput,
  BookingSeriesPreviewInput,
} from '../schemas/bookingSeriesSchemas';
import { bookingSeriesApi } from './bookingSeriesApi';

/** Series live under `bookings`: their visits are bookings, so one refresh covers both. */
export const bookingSeriesQueryKeys = {
  detail: (id: number) => ['bookings', 'series', id] as const,
};

export const bookingSeriesQueries = {
  detail: (id: number) => queryOptions({ queryKey: bookingSeriesQueryKeys.detail(id), queryFn: () => bookingSeriesApi.get(id) }),
};

/** The dashboard's figures count the visits too. */
const AFFECTED: readonly ResourceName[] = ['bookings', 'dashboard'];

export interface SeriesFollowingChange {
  seriesId: number;
  change: BookingSeriesFollowingInput;
}

export interface SeriesFollowingCancel {
  seriesId: number;
  cancel: BookingSeriesCancelFollowingInput;
}

export const bookingSeriesMutations = {
  /** A read sent as a POST (the whole booking is its question): it changes nothing, so it refreshes nothing. */
  preview: () =>
    resourceWrite({ resource: 'bookings', action: 'preview-series', send: (input: BookingSeriesPreviewInput) => bookingSeriesApi.preview(input), affects: [] }),
  create: () =>
    resourceWrite({ resource: 'bookings', action: 'create-series', send: (input: BookingSeriesCreateInput) => bookingSeriesApi.create(input), affects: AFFECTED }),
  changeFollowing: () =>
    resourceWrite({
      resource: 'bookings',
      action: 'change-following',
      send: ({ seriesId, change }: SeriesFollowingChange) => bookingSeriesApi.changeFollowing(seriesId, change),
      affects: AFFECTED,
    }),
  cancelFollowing: () =>
    resourceWrite({
      resource: 'bookings',
      action: 'cancel-following',
      send: ({ seriesId, cancel }: SeriesFollowingCancel) => bookingSeriesApi.cancelFollowing(seriesId, cancel),
      affects: AFFECTED,
    }),
};
