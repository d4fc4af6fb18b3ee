import type { Booking, BookingCreateFormInput, BookingCreateFormValues, BookingUpdateInput } from '@nail-or-never/shared/schemas';
import { toBookingCreate } from './newBookingValues';
import { instantToSalonLocal } from './salonTime';

/** The Change booking form, filled from the booking: its client, lines on the salon's clock, notes. */
export function editBookingValues(booking: Booking, timeZone: string): BookingCreateFormInput {
  return {
    clientId: booking.clientId,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    source: booking.source,
    notes: booking.notes,
    items: booking.items.map((item) => ({
      // A service since deleted from the catalogue shows as "Choose…": the form asks for another.
      serviceId: item.serviceId === null ? '' : String(item.serviceId),
      employeeId: String(item.employeeId),
      startsAt: instantToSalonLocal(item.startsAt, timeZone),
    })),
    overrideOverlap: booking.overlapOverride,
    overrideReason: booking.overrideReason,
    recordPastVisit: false,
  };
}

/** `PUT /bookings` with the version the form was opened on (409 when someone changed it since). */
export function toBookingUpdate(values: BookingCreateFormValues, booking: Booking, timeZone: string): BookingUpdateInput {
  // The status is changed by the drawer's buttons, never by an edit.
  const { status: _status, ...details } = toBookingCreate(values, timeZone);
  return { ...details, id: booking.id, version: booking.version };
}
