import { packableBooking, packBookingCalendar, type Booking } from '@nail-or-never/shared/schemas';

/**
 * Ana Silva's pedicure with Maya Okafor (employee 5), for an hour from `start` (by default today at 08:00 UTC: 17:00 in
 * Tokyo, 08:00 in London (winter) or 09:00 (summer), so a page must show the salon's clock, not UTC's).
 */
export function aBooking(start: Date = todayAtEightUtc()): Booking {
  const end = new Date(start.getTime() + 60 * 60_000);
  const at = start.toISOString();
  return {
    id: 12,
    clientId: 7,
    customerName: 'Ana Silva',
    customerPhone: '+44 20 7946 0000',
    customerEmail: '',
    status: 'confirmed',
    source: 'phone',
    notes: '',
    cancelReason: '',
    overlapOverride: false,
    overrideReason: '',
    startsAt: at,
    endsAt: end.toISOString(),
    previousStatus: null,
    statusChangedAt: null,
    totalPrice: 30,
    items: [{ id: 1, serviceId: 3, serviceName: 'Pedicure', employeeId: 5, startsAt: at, endsAt: end.toISOString(), durationMinutes: 60, price: 30 }],
    seriesId: null,
    seriesOccurrence: null,
    createdBy: 'salon-admin',
    createdAt: at,
    updatedAt: at,
    version: 2,
  };
}

function todayAtEightUtc(): Date {
  const start = new Date();
  start.setUTCHours(8, 0, 0, 0);
  return start;
}

/** `GET /bookings/calendar`'s answer holding `bookings`, packed as the API packs them. */
export const calendarAnswer = (bookings: Booking[]) => ({ data: packBookingCalendar(bookings.map(packableBooking), 0) });
