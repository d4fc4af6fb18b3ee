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
  services: z
    .array(z.tuple([whole.nullable(), z.string(), whole, z.number().nullable()]))
    .describe('[serviceId, serviceName, durationMinutes, price] as each item was booked.'),
  words: z.array(z.string()).describe('Statuses, sources and the usernames who created bookings, each once.'),
  bookings: z
    .array(
      z.tuple([whole, whole, z.string(), z.string(), whole, whole, whole, whole, whole, whole, whole, whole, z.array(z.tuple([whole, whole, whole, whole, whole]))]).rest(
        z.object({
          customerEmail: z.string().optional(),
          notes: z.string().optional(),
          cancelReason: z.string().optional(),
          overlapOverride: z.literal(true).optional(),
          overrideReason: z.string().optional(),
        }),
      ),
    )
    .describe(
      '[id, clientId, customerName, customerPhone, status (words), source (words), version, start (units from base), length (units), createdAt (ms from base), updatedAt (ms from createdAt), createdBy (words), items [id, service (services), employeeId, start (units from the booking start), length (units)], extras when set].',
    ),
});
