import type { BookingMessageKind, BookingMessageState, SalonClock } from '@nail-or-never/shared/schemas';
import type { Generated } from 'kysely';
import type { InstantColumn } from '../../db/storedInstants';

/**
 * The general section's single records (one row, id 1) and the about-us pictures. JSON columns
 * hold lists that are always read and written whole; timestamps are ISO strings (see db/schema.ts),
 * except booking times, which the database compares.
 */
export interface ContactTable {
  id: number;
  businessName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  /** JSON of `WeeklyHours`. */
  openingHours: string;
  /** JSON of `Closure[]`. */
  closures: string;
  /** JSON of `SocialLink[]`. */
  socialLinks: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  /** ISO 4217 code; the column's default (EUR) fills existing rows. */
  currency: Generated<string>;
  /** `'24h'` or `'12h'`; the column's default (24h) fills existing rows. */
  clock: Generated<SalonClock>;
  /** How long before a booking its reminder is sent; the column's default (24) fills existing rows. */
  reminderHours: Generated<number>;
  updatedAt: string;
  version: number;
}

export interface AboutPageTable {
  id: number;
  title: string;
  /** Sanitised HTML: only what `richText.ts` allows is ever stored. */
  bodyHtml: string;
  status: 'draft' | 'published';
  heroImageId: number | null;
  publishedAt: string | null;
  updatedAt: string;
  version: number;
}

export interface AboutImagesTable {
  id: Generated<number>;
  imageKey: string;
  imageWidth: number;
  imageHeight: number;
  altText: string;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface EmployeesTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  /** "first last", trimmed and lower-cased: what the list search matches. */
  nameKey: string;
  jobTitle: string;
  email: string;
  /** Lower-cased email: unique, so two employees never share an address. */
  emailKey: string;
  phone: string;
  bio: string;
  calendarColor: string;
  /** JSON of `WeeklyHours`. */
  weeklyHours: string;
  bookable: number;
  active: number;
  startDate: string | null;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface EmployeeServicesTable {
  employeeId: number;
  serviceId: number;
}

export interface GiftCardsTable {
  id: Generated<number>;
  /** As shown and printed: "ABCD-EFGH-JKMN". */
  code: string;
  /** The code without dashes: unique, and what a typed search is matched against. */
  codeKey: string;
  initialValueCents: number;
  balanceCents: number;
  status: 'active' | 'redeemed' | 'cancelled';
  issuedAt: string;
  expiresOn: string | null;
  purchaserName: string;
  purchaserEmail: string;
  purchaserPhone: string;
  recipientName: string;
  recipientEmail: string;
  recipientPhone: string;
  /** Both names, lower-cased, for the list search. */
  nameKey: string;
  message: string;
  notes: string;
  updatedAt: string;
  version: number;
}

export interface GiftCardTransactionsTable {
  id: Generated<number>;
  giftCardId: number;
  type: 'issue' | 'redeem' | 'top_up' | 'refund' | 'adjust' | 'extend' | 'cancel';
  amountCents: number;
  balanceAfterCents: number;
  expiresOnAfter: string | null;
  reason: string;
  /** The administrator's username: who did it stays known after accounts change. */
  createdBy: string;
  createdAt: string;
}

export interface BookingsTable {
  id: Generated<number>;
  customerName: string;
  customerNameKey: string;
  customerPhone: string;
  customerEmail: string;
  status: 'pending' | 'confirmed' | 'arrived' | 'completed' | 'cancelled' | 'no_show';
  source: 'phone' | 'walk_in' | 'online' | 'admin';
  notes: string;
  cancelReason: string;
  /** 1 when an administrator booked over another booking of the same employee on purpose. */
  overlapOverride: number;
  overrideReason: string;
  /** UTC epoch ms (see storedInstants.ts): the first item's start and the last item's end. */
  startsAt: InstantColumn;
  endsAt: InstantColumn;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface BookingItemsTable {
  id: Generated<number>;
  bookingId: number;
  /** `null` once the service is deleted from the catalogue; its name stays. */
  serviceId: number | null;
  serviceName: string;
  employeeId: number;
  startsAt: InstantColumn;
  endsAt: InstantColumn;
  durationMinutes: number;
  priceCents: number | null;
  position: number;
}

/**
 * The e-mail outbox (migration 014): one row per message a booking change caused, written in the
 * same transaction as the change and sent later by `ops/outbox/`. Rendered when queued.
 */
export interface BookingMessagesTable {
  id: Generated<number>;
  bookingId: number;
  kind: BookingMessageKind;
  recipient: string;
  /** The salon's name, shown as the sender. */
  fromName: string;
  /** The salon's own address (contact details) for answers; may be empty. */
  replyTo: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  /** UTC epoch ms: not sent before this (a reminder's time, or the next retry). */
  sendAfter: InstantColumn;
  state: BookingMessageState;
  /** Sends tried so far, counted when a worker claims the message. */
  attempts: Generated<number>;
  lastError: Generated<string>;
  /** The worker holding the message while `state` is `sending`, until `claimedUntil` (epoch ms). */
  claimedBy: string | null;
  claimedUntil: InstantColumn | null;
  sentAt: string | null;
  createdAt: string;
}

export interface GeneralTables {
  bookingMessages: BookingMessagesTable;
  bookings: BookingsTable;
  bookingItems: BookingItemsTable;
  giftCards: GiftCardsTable;
  giftCardTransactions: GiftCardTransactionsTable;
  employees: EmployeesTable;
  employeeServices: EmployeeServicesTable;
  contact: ContactTable;
  aboutPage: AboutPageTable;
  aboutImages: AboutImagesTable;
}

/** The id of every single-row table. */
export const SINGLE_ROW_ID = 1;
