import { z } from 'zod';

const whole = z.number().int();

/**
 * The OpenAPI description of `GET /bookings/calendar`'s answer (see `packBookingCalendar` in the
 * shared package for what each place holds). Documentation only: the route sends what the packer
 * made without checking it field by field again, which would cost more than packing.
 */
export const packedBookingCalendarSchema = z.object({
  format: z.literal(1),
  base: whole.describe('Epoch ms the times are counted from (the range start).'),
  unit: whole.describe('Milliseconds in one unit of the packed times: 60000 unless an instant is not on a whole minute.'),
  // Positional arrays, described in words: a tuple per position would be an `anyOf` of repeated types to OpenAPI tools.
  services: z.array(z.array(z.unknown())).describe('[serviceId, serviceName, durationMinutes, price] as each item was booked.'),
  words: z.array(z.string()).describe('Statuses, sources and the usernames who created bookings, each once.'),
  bookings: z
    .array(z.array(z.unknown()))
    .describe(
      '[id, clientId, customerName, customerPhone, status (words), source (words), version, start (units from base), length (units), createdAt (ms from base), updatedAt (ms from createdAt), createdBy (words), items [id, service (services), employeeId, start (units from the booking start), length (units)], extras when set: { previousStatus, statusChangedAt (ms from base), seriesId, seriesOccurrence, customerEmail, notes, cancelReason, overlapOverride, overrideReason }].',
    ),
});
