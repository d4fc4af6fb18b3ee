import type { Booking, BookingUpdateInput } from '@nail-or-never/shared/schemas';

/** In the day view a service can also be dropped in another employee's column. */
export interface Reassignment {
  itemId: number;
  employeeId: number;
}

/**
 * The booking with every service moved by `shiftMs` (and one service given to another employee),
 * as `PUT /bookings` takes it: the server applies the same checks as for a new booking.
 */
export function rescheduled(booking: Booking, shiftMs: number, reassignment?: Reassignment): BookingUpdateInput {
  return {
    id: booking.id,
    version: booking.version,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    source: booking.source,
    notes: booking.notes,
    overrideOverlap: false,
    overrideReason: '',
    items: booking.items.map((item) => ({
      serviceId: item.serviceId ?? 0,
      employeeId: reassignment?.itemId === item.id ? reassignment.employeeId : item.employeeId,
      startsAt: new Date(Date.parse(item.startsAt) + shiftMs).toISOString(),
    })),
  };
}

const shifted = (iso: string, shiftMs: number) => new Date(Date.parse(iso) + shiftMs).toISOString();

/** What the calendar draws while the move is on its way: the same booking, already moved. */
export function movedLocally(booking: Booking, shiftMs: number, reassignment?: Reassignment): Booking {
  return {
    ...booking,
    startsAt: shifted(booking.startsAt, shiftMs),
    endsAt: shifted(booking.endsAt, shiftMs),
    items: booking.items.map((item) => ({
      ...item,
      employeeId: reassignment?.itemId === item.id ? reassignment.employeeId : item.employeeId,
      startsAt: shifted(item.startsAt, shiftMs),
      endsAt: shifted(item.endsAt, shiftMs),
    })),
  };
}

/** Only bookings still ahead of the customer can move (the drawer offers the same). */
export const canMove = (booking: Booking) => booking.status === 'pending' || booking.status === 'confirmed';
