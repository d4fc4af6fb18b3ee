import type { Booking, BookingMessage, BookingMessageKind } from '@nail-or-never/shared/schemas';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { instantText, storedInstant } from '../../../../db/storedInstants';
import type { Database } from '../../../../db/schema';
import { SINGLE_ROW_ID, type BookingMessagesTable } from '../../generalTables';
import { messageRecipient } from './messageRecipient';
import { renderBookingMessage, type SalonFacts } from './messageText';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * For a visit of a repeating booking changed with the others: one e-mail speaks for all of them.
 * `announce` visits get it, listing `otherStarts` (epoch ms); `quiet` ones only get their own
 * reminder (kept, replaced or dropped as for a single booking).
 */
export type SeriesMail = { role: 'announce'; otherStarts: number[] } | { role: 'quiet' };

/** What happened to a booking, as far as its e-mails go. */
export type BookingChange =
  | { kind: 'created'; booking: Booking; series?: SeriesMail }
  | { kind: 'moved'; booking: Booking; series?: SeriesMail }
  | { kind: 'cancelled'; booking: Booking; series?: SeriesMail };

const HOUR_MS = 60 * 60 * 1000;

async function salonFacts(trx: Db): Promise<SalonFacts & { reminderHours: number }> {
  return trx
    .selectFrom('contact')
    .select(['businessName', 'street', 'city', 'postalCode', 'country', 'phone', 'email', 'timeZone', 'clock', 'reminderHours'])
    .where('id', '=', SINGLE_ROW_ID)
    .executeTakeFirstOrThrow();
}

/** A queued reminder is replaced on a move and dropped on a cancel; one being sent is left to finish. */
async function dropQueuedReminders(trx: Transaction<Database>, bookingId: number): Promise<void> {
  await trx.deleteFrom('bookingMessages').where('bookingId', '=', bookingId).where('kind', '=', 'reminder').where('state', '=', 'queued').execute();
}

/**
 * Writes the e-mails a booking change causes into the outbox, inside the change's own transaction:
 * if the booking is not saved, neither are they, and a saved change always has its messages.
 * Returns how many were queued (the caller nudges the worker when there are any).
 *
 * The rules (docs/general-api.md, "Messages"):
 * - only a booking still to come (pending or confirmed, starting after `now`) gets messages;
 * - created → a confirmation now and a reminder at start − `reminderHours`; moved (its start
 *   changed) → "moved" now and the queued reminder replaced; cancelled → "cancelled" now and the
 *   queued reminder dropped;
 * - a booking made (or moved) inside the reminder window, less than `reminderHours` before it,
 *   gets its reminder at once, right after the confirmation: the client always has one.
 */
export async function queueBookingMessages(trx: Transaction<Database>, change: BookingChange, now: number): Promise<number> {
  const { booking } = change;
  if (change.kind !== 'created') await dropQueuedReminders(trx, booking.id);
  const startsAt = storedInstant(booking.startsAt);
  if (startsAt <= now) return 0;
  if (change.kind !== 'cancelled' && booking.status !== 'pending' && booking.status !== 'confirmed') return 0;
  const client = await trx.selectFrom('clients').select(['email', 'marketingConsent', 'erasedAt']).where('id', '=', booking.clientId).executeTakeFirst();
  const recipient = messageRecipient(client);
  if (recipient === null) return 0;

  const salon = await salonFacts(trx);
  const facts = {
    customerName: booking.customerName,
    startsAt,
    services: booking.items.map((item) => ({ name: item.serviceName, durationMinutes: item.durationMinutes })),
    otherStarts: change.series?.role === 'announce' ? change.series.otherStarts : [],
  };
  const announce = change.series?.role !== 'quiet';
  const createdAt = new Date(now).toISOString();
  const row = (kind: BookingMessageKind, sendAfter: number): Insertable<BookingMessagesTable> => {
    const rendered = renderBookingMessage(kind, salon, facts);
    return {
      bookingId: booking.id,
      kind,
      recipient,
      fromName: salon.businessName,
      replyTo: salon.email,
      subject: rendered.subject,
      bodyText: rendered.text,
      bodyHtml: rendered.html,
      sendAfter,
      state: 'queued',
      claimedBy: null,
      claimedUntil: null,
      sentAt: null,
      createdAt,
    };
  };
  const reminder = row('reminder', Math.max(now, startsAt - salon.reminderHours * HOUR_MS));
  const rows =
    change.kind === 'cancelled'
      ? announce
        ? [row('cancelled', now)]
        : []
      : [...(announce ? [row(change.kind === 'created' ? 'confirmation' : 'moved', now)] : []), reminder];
  if (rows.length === 0) return 0;
  await trx.insertInto('bookingMessages').values(rows).execute();
  return rows.length;
}

/**
 * Who may still receive a queued message, decided again just before it is sent: a client who
 * withdrew consent, changed their address or was erased since it was queued gets nothing.
 */
export async function currentRecipient(db: Db, bookingId: number): Promise<string | null> {
  const client = await db
    .selectFrom('bookings')
    .innerJoin('clients', 'clients.id', 'bookings.clientId')
    .select(['clients.email', 'clients.marketingConsent', 'clients.erasedAt'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  return messageRecipient(client);
}

/**
 * Erasing a client (inside the erasure's transaction): their unsent messages go, and the sent ones
 * keep only their kind, state and times, so the booking still shows that a message went.
 */
export async function eraseClientMessages(trx: Transaction<Database>, clientId: number): Promise<void> {
  const theirBookings = trx.selectFrom('bookings').select('id').where('clientId', '=', clientId);
  await trx.deleteFrom('bookingMessages').where('bookingId', 'in', theirBookings).where('state', '=', 'queued').execute();
  await trx
    .updateTable('bookingMessages')
    .set({ recipient: '', subject: 'Erased', bodyText: '', bodyHtml: '', lastError: '' })
    .where('bookingId', 'in', theirBookings)
    .execute();
}

/** A booking's messages, oldest first, for its drawer. */
export async function listBookingMessages(db: Db, bookingId: number): Promise<BookingMessage[]> {
  const rows = await db.selectFrom('bookingMessages').selectAll().where('bookingId', '=', bookingId).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    recipient: row.recipient,
    subject: row.subject,
    sendAfter: instantText(row.sendAfter),
    sentAt: row.sentAt,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
  }));
}
