import { type BookingStatus, type ClientGiftCard, type ClientHistory, type ClientVisit } from '@nail-or-never/shared/schemas';
import { centsToPrice } from '../../../db/columnValues';
import { instantText } from '../../../db/storedInstants';
import { salonToday } from '../contact/salonClock';
import { effectiveStatus } from '../giftCards/giftCardRepository';
import { readClientRow, type Db } from './clientRows';

const SPENT: readonly BookingStatus[] = ['arrived', 'completed'];

async function visitsOf(db: Db, clientId: number): Promise<{ visit: ClientVisit; startsAtMs: number }[]> {
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'startsAt', 'endsAt', 'status'])
    .where('clientId', '=', clientId)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
  if (bookings.length === 0) return [];
  const items = await db
    .selectFrom('bookingItems')
    .leftJoin('employees', 'employees.id', 'bookingItems.employeeId')
    .select(['bookingItems.bookingId', 'bookingItems.serviceName', 'bookingItems.priceCents', 'employees.firstName', 'employees.lastName'])
    .where(
      'bookingItems.bookingId',
      'in',
      bookings.map((booking) => booking.id),
    )
    .orderBy('bookingItems.bookingId')
    .orderBy('bookingItems.position')
    .execute();
  return bookings.map((booking) => {
    const own = items.filter((item) => item.bookingId === booking.id);
    const employeeNames = [...new Set(own.map((item) => `${item.firstName ?? ''} ${item.lastName ?? ''}`.trim()).filter((name) => name !== ''))];
    return {
      startsAtMs: Number(booking.startsAt),
      visit: {
        bookingId: booking.id,
        startsAt: instantText(booking.startsAt),
        endsAt: instantText(booking.endsAt),
        status: booking.status,
        serviceNames: own.map((item) => item.serviceName),
        employeeNames,
        totalPrice: centsToPrice(own.reduce((total, item) => total + (item.priceCents ?? 0), 0)),
      },
    };
  });
}

/** Cards the client bought or received; redeemed is what redemptions took off, less refunds. */
async function giftCardsOf(db: Db, clientId: number): Promise<ClientGiftCard[]> {
  const cards = await db
    .selectFrom('giftCards')
    .select(['id', 'code', 'initialValueCents', 'balanceCents', 'status', 'expiresOn', 'issuedAt', 'purchaserClientId', 'recipientClientId'])
    .where((eb) => eb.or([eb('purchaserClientId', '=', clientId), eb('recipientClientId', '=', clientId)]))
    .orderBy('issuedAt')
    .orderBy('id')
    .execute();
  if (cards.length === 0) return [];
  const ledger = await db
    .selectFrom('giftCardTransactions')
    .select(['giftCardId', 'type', 'amountCents'])
    .where(
      'giftCardId',
      'in',
      cards.map((card) => card.id),
    )
    .where('type', 'in', ['redeem', 'refund'])
    .execute();
  const today = await salonToday(db);
  return cards.flatMap((card) => {
    const redeemedCents = ledger.filter((row) => row.giftCardId === card.id).reduce((total, row) => total - row.amountCents, 0);
    const base = {
      id: card.id,
      code: card.code,
      initialValue: centsToPrice(card.initialValueCents),
      balance: centsToPrice(card.balanceCents),
      redeemed: centsToPrice(Math.max(0, redeemedCents)),
      status: effectiveStatus(card, today),
      issuedAt: card.issuedAt,
    };
    // A card the client bought for themselves is listed in both roles.
    return [
      ...(card.purchaserClientId === clientId ? [{ ...base, role: 'purchaser' as const }] : []),
      ...(card.recipientClientId === clientId ? [{ ...base, role: 'recipient' as const }] : []),
    ];
  });
}

/** What the client's page shows under the details. Upcoming: starts after now, soonest first; past: latest first. */
export async function clientHistory(db: Db, clientId: number, now = Date.now()): Promise<ClientHistory> {
  await readClientRow(db, clientId);
  const [visits, giftCards] = await Promise.all([visitsOf(db, clientId), giftCardsOf(db, clientId)]);
  const upcoming = visits.filter((entry) => entry.startsAtMs >= now).map((entry) => entry.visit);
  const past = visits
    .filter((entry) => entry.startsAtMs < now)
    .map((entry) => entry.visit)
    .reverse();
  const all = visits.map((entry) => entry.visit);
  const count = (status: BookingStatus) => all.filter((visit) => visit.status === status).length;
  return {
    upcoming,
    past,
    counts: { visits: all.filter((visit) => SPENT.includes(visit.status)).length, noShows: count('no_show'), cancellations: count('cancelled') },
    totalSpent: centsToPrice(all.filter((visit) => SPENT.includes(visit.status)).reduce((total, visit) => total + Math.round(visit.totalPrice * 100), 0)),
    giftCards,
  };
}
