import { z } from 'zod';
import { idSchema } from './catalogFields';
import { calendarDateSchema } from './contactSchemas';
import { BOOKING_LIMITS } from './bookingSchemas';

export const AVAILABILITY_LIMITS = {
  /** Offered starts are on this grid of the salon's clock (09:00, 09:15, …). */
  stepMinutes: 15,
} as const;

/** "1,2,3" in a query string: the services of the booking, in the order they are done. */
const serviceIdsSchema = z
  .string({ error: 'Choose at least one service.' })
  .regex(/^[1-9]\d*(,[1-9]\d*)*$/, 'Choose at least one service (ids separated by commas).')
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.length <= BOOKING_LIMITS.itemsMax, `At most ${BOOKING_LIMITS.itemsMax} services in one booking.`);

/**
 * `GET /bookings/availability?date&services&employee`: the start times on `date` (the salon's
 * clock) at which the services, done one after the other by one employee, fit: opening hours,
 * closing dates, working hours, time off, other bookings and each service's buffer (clean-up) time.
 * Without `employee`, "anyone available": every employee who performs all the services.
 */
export const availabilityQuerySchema = z.object({
  date: calendarDateSchema,
  services: serviceIdsSchema,
  employee: idSchema.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** One offered start: when (instant and the salon's clock) and who is free then. */
export const availabilitySlotSchema = z.object({
  startsAt: z.string(),
  /** "09:15" on the salon's clock. */
  time: z.string(),
  employeeIds: z.array(z.number().int()),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilitySchema = z.object({
  date: z.string(),
  /** The employees who perform every chosen service (whether or not free that day), by name. */
  employees: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The minutes the chosen services take back to back, buffers between them included. */
  durationMinutes: z.number().int(),
  slots: z.array(availabilitySlotSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
