import { BOOKING_STATUSES, type BookingStatus, type BusinessSummary } from '@nail-or-never/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { centsToPrice, toCount } from '../../../db/columnValues';
import { instantText, storedInstant } from '../../../db/storedInstants';
import { addDays, dayIn, localMidnightUtc, wallClockIn } from '../contact/salonClock';
import { giftCardRepository } from '../giftCards/giftCardRepository';
import { SINGLE_ROW_ID } from '../generalTables';

export const NEXT_APPOINTMENTS_LIMIT = 5;
const REVENUE_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'arrived', 'completed'];
const DAYS_SINCE_MONDAY = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 } as const;

/** The business figures of the dashboard, with day, week and month as the salon's clock has them. */
export async function readBusinessSummary(db: Kysely<Database>, now: Date = new Date()): Promise<BusinessSummary> {
  const { timeZone } = await db.selectFrom('contact').select('timeZone').where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  const today = dayIn(timeZone, now);
  const monday = addDays(today, -DAYS_SINCE_MONDAY[wallClockIn(timeZone, now).weekday]);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const [year, month] = today.split('-').map(Number);
  const firstOfNextMonth = new Date(Date.UTC(year ?? 1970, month ?? 1, 1)).toISOString().slice(0, 10);
  const between = (fromDate: string, toDate: string) => ({
    from: storedInstant(localMidnightUtc(fromDate, timeZone)),
    to: storedInstant(localMidnightUtc(toDate, timeZone)),
  });
  const day = between(today, addDays(today, 1));
  const week = between(monday, addDays(monday, 7));
  const monthRange = between(firstOfMonth, firstOfNextMonth);

  const [todayRows, upcoming, revenue, noShows, giftCards] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll().as('total')])
      .where('startsAt', '>=', day.from)
      .where('startsAt', '<', day.to)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('bookings')
      .select(['id', 'clientId', 'customerName', 'startsAt', 'status'])
      .where('startsAt', '>=', now.getTime())
      .where('status', 'in', ['pending', 'confirmed'])
      .orderBy('startsAt')
      .orderBy('id')
      .limit(NEXT_APPOINTMENTS_LIMIT)
      .execute(),
    db
      .selectFrom('bookingItems')
      .innerJoin('bookings', 'bookings.id', 'bookingItems.bookingId')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bookingItems.priceCents'), eb.lit(0)).as('cents'))
      .where('bookings.startsAt', '>=', week.from)
      .where('bookings.startsAt', '<', week.to)
      .where('bookings.status', 'in', REVENUE_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('status', '=', 'no_show')
      .where('startsAt', '>=', monthRange.from)
      .where('startsAt', '<', monthRange.to)
      .executeTakeFirstOrThrow(),
    giftCardRepository.summary(db),
  ]);

  const services = upcoming.length
    ? await db
        .selectFrom('bookingItems')
        .innerJoin('employees', 'employees.id', 'bookingItems.employeeId')
        .select(['bookingItems.bookingId', 'bookingItems.serviceName', 'employees.firstName', 'employees.lastName', 'employees.active'])
        .where(
          'bookingItems.bookingId',
          'in',
          upcoming.map((booking) => booking.id),
        )
        .orderBy('bookingItems.position')
        .execute()
    : [];
  const todayByStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  for (const row of todayRows) todayByStatus[row.status] = toCount(row.total);

  return {
    today,
    timeZone,
    todayByStatus,
    nextAppointments: upcoming.map((booking) => ({
      bookingId: booking.id,
      clientId: booking.clientId,
      customerName: booking.customerName,
      startsAt: instantText(booking.startsAt),
      status: booking.status,
      services: services.filter((item) => item.bookingId === booking.id).map((item) => item.serviceName),
      inactiveEmployees: [
        ...new Set(services.filter((item) => item.bookingId === booking.id && !item.active).map((item) => `${item.firstName} ${item.lastName}`)),
      ],
    })),
    weekExpectedRevenue: centsToPrice(toCount(revenue.cents)),
    noShowsThisMonth: toCount(noShows.total),
    giftCardOutstandingBalance: giftCards.outstandingBalance,
  };
}
