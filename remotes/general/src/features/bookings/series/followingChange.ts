import type { Resolver } from 'react-hook-form';
import { BOOKING_LIMITS, type Booking, type BookingSeriesFollowingInput } from '@nail-or-never/shared/schemas';
import { instantToSalonLocal } from '../model/salonTime';

/** "This and the following" as its boxes hold it: the first service's new time, who does the services, the notes. */
export interface FollowingValues {
  startTime: string;
  employeeId: string;
  notes: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The API's words for the same three fields (timeOfDaySchema, the employee choice, the notes' length). */
export const followingResolver: Resolver<FollowingValues> = async (values) => {
  const errors: Partial<Record<keyof FollowingValues, { type: string; message: string }>> = {};
  if (!TIME.test(values.startTime)) errors.startTime = { type: 'pattern', message: 'Enter a time as HH:MM (00:00 to 23:59).' };
  if (values.employeeId === '') errors.employeeId = { type: 'required', message: 'Choose an employee.' };
  if (values.notes.length > BOOKING_LIMITS.notesMax) errors.notes = { type: 'maxLength', message: `The notes must be at most ${BOOKING_LIMITS.notesMax} characters.` };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function followingValues(booking: Booking, timeZone: string): FollowingValues {
  return {
    startTime: instantToSalonLocal(booking.startsAt, timeZone).slice(11, 16),
    employeeId: String(booking.items[0]?.employeeId ?? ''),
    notes: booking.notes,
  };
}

/**
 * The visit's services, each at the new time plus its distance from the first (as the visit had
 * them), all with the chosen employee: applied by the API to this visit and the later ones.
 */
export function toFollowingChange(booking: Booking, values: FollowingValues, version: number): BookingSeriesFollowingInput {
  const first = Date.parse(booking.startsAt);
  return {
    fromBookingId: booking.id,
    version,
    notes: values.notes,
    items: booking.items.map((item) => ({
      serviceId: item.serviceId ?? 0,
      employeeId: Number(values.employeeId),
      startTime: hhmmOf(minutesOf(values.startTime) + Math.round((Date.parse(item.startsAt) - first) / 60_000)),
    })),
  };
}
