import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from './bookingSchemas';

/**
 * One count per status, every status present: an object with a property each (not a record keyed by
 * the enum), so the OpenAPI document names the properties it requires.
 */
const countPerStatus = z.object(Object.fromEntries(BOOKING_STATUSES.map((status) => [status, z.number().int()])) as Record<BookingStatus, z.ZodNumber>);

/** `GET /dashboard/business`: the salon's day and week at a glance, in its own time zone. */
export const businessSummarySchema = z.object({
  /** The salon's today, YYYY-MM-DD. */
  today: z.string(),
  timeZone: z.string(),
  /** Bookings starting today, counted by status (every status present, 0 when none). */
  todayByStatus: countPerStatus,
  /** The next few pending or confirmed appointments from now (never a cancelled one). */
  nextAppointments: z.array(
    z.object({
      bookingId: z.number().int(),
      /** The booking's client, so the name can link to the client's page. */
      clientId: z.number().int(),
      customerName: z.string(),
      startsAt: z.string(),
      services: z.array(z.string()),
      status: z.enum(BOOKING_STATUSES),
      /** Who of the booking's employees no longer works at the salon (deactivated), by name: someone must take over. */
      inactiveEmployees: z.array(z.string()),
    }),
  ),
  /** Monday to Sunday of this week: the booked prices of every booking not cancelled or no-show. */
  weekExpectedRevenue: z.number(),
  noShowsThisMonth: z.number().int(),
  giftCardOutstandingBalance: z.number(),
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;
