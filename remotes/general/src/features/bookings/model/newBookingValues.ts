import type { BookingCreateFormInput, BookingCreateFormValues, BookingCreateInput } from '@nail-or-never/shared/schemas';
import { salonLocalToInstant } from './salonTime';

/** A line nobody has filled in yet. */
export const EMPTY_BOOKING_LINE = { serviceId: '', employeeId: '', startsAt: '' } as const;

/** A new booking's form, with the slot and column picked in the calendar when there was one. */
export function newBookingValues(initialStart: string, initialEmployeeId: number | undefined): BookingCreateFormInput {
  return {
    // Set when a client is chosen; the form refuses to save without one (newBookingResolver).
    clientId: undefined,
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    source: 'phone',
    notes: '',
    items: [{ ...EMPTY_BOOKING_LINE, employeeId: initialEmployeeId === undefined ? '' : String(initialEmployeeId), startsAt: initialStart }],
    overrideOverlap: false,
    overrideReason: '',
  };
}

/** The API's booking: each start read on the salon's clock; a reason only with a double-booking. */
export function toBookingCreate(values: BookingCreateFormValues, timeZone: string): BookingCreateInput {
  return {
    ...values,
    overrideReason: values.overrideOverlap ? values.overrideReason : '',
    // The schema let only `YYYY-MM-DDTHH:MM` through, which always reads as an instant.
    items: values.items.map((item) => ({ ...item, startsAt: salonLocalToInstant(item.startsAt, timeZone) ?? item.startsAt })),
  };
}
