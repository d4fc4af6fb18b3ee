import type { Booking, BookingCreateInput, BookingStatusChangeInput, BookingUpdateInput } from '../schemas/bookingSchemas';
import type { ResourceName } from '@nail-or-never/shared';
import { resourceWrite } from '@nail-or-never/shared';
import { bookingApi } from './bookingApi';
import { bookingQueryKeys } from './bookingQueries';

/** The dashboard's business figures count today's and this week's bookings. */
const AFFECTED: readonly ResourceName[] = ['bookings', 'dashboard'];

export interface BookingStatusChange {
  id: number;
  change: BookingStatusChangeInput;
}

export const bookingMutations = {
  create: () => resourceWrite({ resource: 'bookings', action: 'create', send: (input: BookingCreateInput) => bookingApi.create(input), affects: AFFECTED }),
  /** A change or a reschedule (a drag on the calendar, the drawer's move buttons). */
  update: () =>
    resourceWrite({
      resource: 'bookings',
      action: 'update',
      send: (input: BookingUpdateInput) => bookingApi.update(input),
      apply: (client, booking) => client.setQueryData(bookingQueryKeys.detail(booking.id), booking),
      affects: AFFECTED,
    }),
  changeStatus: () =>
    resourceWrite({
      resource: 'bookings',
      action: 'change-status',
      send: ({ id, change }: BookingStatusChange) => bookingApi.changeStatus(id, change),
      apply: (client, booking) => client.setQueryData(bookingQueryKeys.detail(booking.id), booking),
      affects: AFFECTED,
    }),
  /** The drawer's Undo: the booking back at the status it came from. */
  undoStatus: () =>
    resourceWrite({
      resource: 'bookings',
      action: 'undo-status',
      send: (booking: Pick<Booking, 'id' | 'version'>) => bookingApi.undoStatus(booking.id, { version: booking.version }),
      apply: (client, booking) => client.setQueryData(bookingQueryKeys.detail(booking.id), booking),
      affects: AFFECTED,
    }),
};
