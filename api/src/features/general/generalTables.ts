import type { BookingMessageKind, BookingMessageState, SalonClock, TimeOffKind, TimeOffReason } from '@nail-or-never/shared/schemas';
import type { ColumnType, Generated } from 'kysely';
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
  /** ISO 3166-1 alpha-2: how phone numbers typed without "+" are read (migration 013). */
  phoneCountry: Generated<string>;
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

/** Time off as the staff said it, on the salon's clock (migration 016); unrolled by `timeOff/timeOffBlocks.ts`. */
export interface TimeOffTable {
  id: Generated<number>;
  employeeId: number;
  reason: TimeOffReason;
  note: string;
  kind: TimeOffKind;
  fromDate: string;
  untilDate: string | null;
  startTime: string | null;
  endTime: string | null;
  /** JSON of `Weekday[]`; `[]` for `once`. */
  weekdays: string;
  createdAt: string;
  updatedAt: string;
  version: number;
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
  /** The client who bought it or received it, when linked (migration 013); the names above stay. */
  purchaserClientId: number | null;
  recipientClientId: number | null;
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
  /** Always set (PostgreSQL: NOT NULL; SQLite could not add that to an existing table). */
  clientId: number;
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
  /** The status before the last status change, while that change may still be undone (null: nothing to undo). */
  previousStatus: BookingsTable['status'] | null;
  /** When (UTC epoch ms) the last status change was made; an undo is allowed the same salon day. */
  statusChangedAt: ColumnType<number | string | null, number | null, number | null>;
  /** Migration 018: the repeating booking this visit belongs to, and which planned visit it is (1 first). */
  seriesId: number | null;
  seriesOccurrence: number | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Migration 018: a repeating booking's rule; its visits are bookings with `seriesId`. */
export interface BookingSeriesTable {
  id: Generated<number>;
  everyWeeks: number;
  ends: 'times' | 'until';
  times: number | null;
  until: string | null;
  /** JSON of the planned visits (occurrence numbers) left out when it was made. */
  skipped: string;
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

export interface ClientsTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  /** As typed. */
  phone: string;
  /** E.164, or '' when the phone cannot be read as a number. */
  phoneE164: string;
  email: string;
  /** Lower-cased e-mail: what duplicates compare. */
  emailKey: string;
  /** "YYYY-MM-DD". */
  birthday: string | null;
  allergies: string;
  notes: string;
  /** JSON of `string[]`. */
  tags: string;
  marketingConsent: number;
  marketingConsentAt: string | null;
  erasedAt: string | null;
  /** UTC epoch ms of the latest arrived or completed visit; 0 for none (sorts first, on both databases). */
  lastVisitAt: InstantColumn;
  /** Folded "last first": the name sort. */
  sortName: string;
  /** Folded names, e-mail and phone digit forms (clientKeys.ts): what the list search reads. */
  searchText: string;
  /** Folded name + normalised phone: the exact-duplicate rule. */
  matchKey: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface ClientEventsTable {
  id: Generated<number>;
  /** No foreign key: the record outlives a merged or deleted client. */
  clientId: number;
  action: 'export' | 'erase' | 'merge';
  /** For a merge, JSON of the folded-in client's id and name. */
  detail: string;
  createdBy: string;
  createdAt: string;
}

/** Kept by triggers (migration 020): grows with every change to `bookings` or `booking_items`. */
export interface BookingsRevisionTable {
  id: number;
  /** PostgreSQL's bigint arrives as text. */
  revision: number | string;
  /** The first revision whose changed bookings are all in `booking_changes` (migration 021). */
  changesFrom: number | string;
}

/** Which bookings a revision changed (migration 021): one row per booking and revision, written by triggers. */
export interface BookingChangesTable {
  revision: number | string;
  bookingId: number;
}

export interface GeneralTables {
  bookingsRevision: BookingsRevisionTable;
  bookingChanges: BookingChangesTable;
  bookingMessages: BookingMessagesTable;
  clients: ClientsTable;
  clientEvents: ClientEventsTable;
  bookings: BookingsTable;
  bookingSeries: BookingSeriesTable;
  bookingItems: BookingItemsTable;
  giftCards: GiftCardsTable;
  giftCardTransactions: GiftCardTransactionsTable;
  employees: EmployeesTable;
  employeeServices: EmployeeServicesTable;
  timeOff: TimeOffTable;
  contact: ContactTable;
  aboutPage: AboutPageTable;
  aboutImages: AboutImagesTable;
}

/** The id of every single-row table. */
export const SINGLE_ROW_ID = 1;
