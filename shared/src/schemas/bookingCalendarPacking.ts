import type { Booking, BookingItem } from './bookingSchemas';
import { BOOKING_SOURCES, BOOKING_STATUSES, type BookingSource, type BookingStatus } from './bookingRules';

/**
 * The calendar's answer (`GET /bookings/calendar`), packed: a busy week is 500 bookings, and as
 * `Booking` records they are some 330 KB of repeated keys, ISO dates and service names. Packed, the
 * same week is about a sixth of that before compression, and the client unpacks it back into the
 * very same `Booking` records, so nothing that draws a calendar knows the difference.
 *
 * - Times are whole `unit`s (a minute, unless some instant is not on a whole minute) from `base`
 *   (the range's start); a booking's services from the booking's start.
 * - What repeats is said once: `services` holds each (service, name, catalogue minutes, price) an
 *   item was booked with, `words` the statuses, sources and who created bookings.
 * - Text that is usually empty (e-mail, notes, cancel and override reasons) travels only when set.
 */
export const BOOKING_CALENDAR_FORMAT = 1;

/** [serviceId, serviceName, durationMinutes, price] as the item was booked. */
type PackedService = [number | null, string, number, number | null];
/** [id, index in `services`, employeeId, start from the booking's start, length] (in units). */
type PackedItem = [number, number, number, number, number];
/** Set only when not empty. */
interface PackedExtras {
  /** While a status change may be undone: the status it came from and when it was made (ms from base). */
  previousStatus?: BookingStatus;
  statusChangedAt?: number;
  /** A visit of a repeating booking: the series and which planned visit it is. */
  seriesId?: number;
  seriesOccurrence?: number;
  customerEmail?: string;
  notes?: string;
  cancelReason?: string;
  overlapOverride?: true;
  overrideReason?: string;
}
/**
 * [id, clientId, customerName, customerPhone, status word, source word, version, start from base,
 * length (units), createdAt (ms from base), updatedAt (ms from createdAt), createdBy word, items, extras?]
 */
export type PackedBooking = [number, number, string, string, number, number, number, number, number, number, number, number, PackedItem[], ...PackedExtras[]];

export interface PackedBookingCalendar {
  format: typeof BOOKING_CALENDAR_FORMAT;
  /** Epoch ms every booking's start and creation are counted from. */
  base: number;
  /** Milliseconds in one unit of the packed times. */
  unit: number;
  services: PackedService[];
  words: string[];
  bookings: PackedBooking[];
}

const MINUTE = 60_000;

/** The largest of a minute, a second and a millisecond that divides every offset exactly. */
function unitFor(offsets: number[]): number {
  for (const unit of [MINUTE, 1000]) if (offsets.every((offset) => offset % unit === 0)) return unit;
  return 1;
}

/** Hands out one index per distinct key, in order of first use. */
function indexer<T>(keyOf: (value: T) => string) {
  const values: T[] = [];
  const indexes = new Map<string, number>();
  return {
    values,
    indexOf(value: T): number {
      const key = keyOf(value);
      let index = indexes.get(key);
      if (index === undefined) {
        index = values.length;
        values.push(value);
        indexes.set(key, index);
      }
      return index;
    },
  };
}

/** An item to pack: its instants as epoch ms, as the database holds them. */
export interface PackableItem extends Omit<BookingItem, 'startsAt' | 'endsAt'> {
  startsAt: number;
  endsAt: number;
}

/**
 * A booking to pack: instants as epoch ms (no ISO text made only to be parsed again), and no total,
 * which the reader adds up from the items as the API does.
 */
export interface PackableBooking extends Omit<Booking, 'startsAt' | 'endsAt' | 'statusChangedAt' | 'createdAt' | 'updatedAt' | 'totalPrice' | 'items'> {
  startsAt: number;
  endsAt: number;
  statusChangedAt: number | null;
  createdAt: number;
  updatedAt: number;
  items: PackableItem[];
}

/** A booking record as `packBookingCalendar` takes it. */
export function packableBooking({ totalPrice: _total, items, startsAt, endsAt, statusChangedAt, createdAt, updatedAt, ...rest }: Booking): PackableBooking {
  return {
    ...rest,
    startsAt: Date.parse(startsAt),
    endsAt: Date.parse(endsAt),
    statusChangedAt: statusChangedAt === null ? null : Date.parse(statusChangedAt),
    createdAt: Date.parse(createdAt),
    updatedAt: Date.parse(updatedAt),
    items: items.map((item) => ({ ...item, startsAt: Date.parse(item.startsAt), endsAt: Date.parse(item.endsAt) })),
  };
}

/** The unit `packBookingCalendar` counts these bookings' times in (`base`: epoch ms, the range's start). */
export function calendarUnit(bookings: readonly PackableBooking[], base: number): number {
  return unitFor(bookings.flatMap((booking) => [booking.startsAt - base, booking.endsAt - base, ...booking.items.flatMap((item) => [item.startsAt - base, item.endsAt - base])]));
}

/**
 * Packs bookings one at a time into one answer's dictionaries (`services`, `words`), which grow as
 * bookings need them. A kept answer can so take a changed booking without packing the others again
 * (the API's calendar cache): an entry nothing points to any more only costs its bytes.
 */
export interface CalendarPacker {
  readonly base: number;
  readonly unit: number;
  readonly services: readonly PackedService[];
  readonly words: readonly string[];
  /** The booking's tuple; its times must be whole units from `base` (see `calendarUnit`). */
  pack(booking: PackableBooking): PackedBooking;
  /** The answer with these tuples, in the order given. */
  answer(bookings: PackedBooking[]): PackedBookingCalendar;
}

export function calendarPacker(base: number, unit: number): CalendarPacker {
  const services = indexer<PackedService>((service) => `${service[0] ?? ''}|${service[2]}|${service[3] ?? ''}|${service[1]}`);
  const words = indexer<string>((word) => word);
  return {
    base,
    unit,
    services: services.values,
    words: words.values,
    pack(booking) {
      const start = booking.startsAt;
      const items = booking.items.map((item): PackedItem => [
        item.id,
        services.indexOf([item.serviceId, item.serviceName, item.durationMinutes, item.price]),
        item.employeeId,
        (item.startsAt - start) / unit,
        (item.endsAt - item.startsAt) / unit,
      ]);
      const extras: PackedExtras = {
        ...(booking.previousStatus === null ? {} : { previousStatus: booking.previousStatus }),
        ...(booking.statusChangedAt === null ? {} : { statusChangedAt: booking.statusChangedAt - base }),
        ...(booking.seriesId === null ? {} : { seriesId: booking.seriesId }),
        ...(booking.seriesOccurrence === null ? {} : { seriesOccurrence: booking.seriesOccurrence }),
        ...(booking.customerEmail ? { customerEmail: booking.customerEmail } : {}),
        ...(booking.notes ? { notes: booking.notes } : {}),
        ...(booking.cancelReason ? { cancelReason: booking.cancelReason } : {}),
        ...(booking.overlapOverride ? { overlapOverride: true as const } : {}),
        ...(booking.overrideReason ? { overrideReason: booking.overrideReason } : {}),
      };
      const row: PackedBooking = [
        booking.id,
        booking.clientId,
        booking.customerName,
        booking.customerPhone,
        words.indexOf(booking.status),
        words.indexOf(booking.source),
        booking.version,
        (start - base) / unit,
        (booking.endsAt - start) / unit,
        booking.createdAt - base,
        booking.updatedAt - booking.createdAt,
        words.indexOf(booking.createdBy),
        items,
      ];
      if (Object.keys(extras).length > 0) row.push(extras);
      return row;
    },
    answer(bookings) {
      return { format: BOOKING_CALENDAR_FORMAT, base, unit, services: services.values, words: words.values, bookings };
    },
  };
}

export function packBookingCalendar(bookings: readonly PackableBooking[], base: number): PackedBookingCalendar {
  const packer = calendarPacker(base, calendarUnit(bookings, base));
  return packer.answer(bookings.map((booking) => packer.pack(booking)));
}

const iso = (ms: number) => new Date(ms).toISOString();

function word<T extends string>(words: readonly string[], index: number, allowed: readonly T[]): T {
  const value = words[index];
  if (!allowed.includes(value as T)) throw new Error(`The calendar answer names an unknown value "${String(value)}".`);
  return value as T;
}

/** The packed answer back into the bookings the API's other routes return, field for field. */
export function unpackBookingCalendar(packed: PackedBookingCalendar): Booking[] {
  const { base, unit, services, words } = packed;
  if (packed.format !== BOOKING_CALENDAR_FORMAT) throw new Error(`The calendar answer has format ${String(packed.format)}; this page reads format ${BOOKING_CALENDAR_FORMAT}.`);
  return packed.bookings.map(([id, clientId, customerName, customerPhone, status, source, version, start, length, created, updated, createdBy, packedItems, extras = {}]) => {
    const startsAt = base + start * unit;
    const items = packedItems.map(([itemId, serviceIndex, employeeId, offset, itemLength]): BookingItem => {
      const service = services[serviceIndex];
      if (!service) throw new Error('The calendar answer refers to a service it does not list.');
      const [serviceId, serviceName, durationMinutes, price] = service;
      const itemStart = startsAt + offset * unit;
      return { id: itemId, serviceId, serviceName, employeeId, startsAt: iso(itemStart), endsAt: iso(itemStart + itemLength * unit), durationMinutes, price };
    });
    const createdAt = base + created;
    return {
      id,
      clientId,
      customerName,
      customerPhone,
      customerEmail: extras.customerEmail ?? '',
      status: word<BookingStatus>(words, status, BOOKING_STATUSES),
      source: word<BookingSource>(words, source, BOOKING_SOURCES),
      notes: extras.notes ?? '',
      cancelReason: extras.cancelReason ?? '',
      overlapOverride: extras.overlapOverride ?? false,
      overrideReason: extras.overrideReason ?? '',
      startsAt: iso(startsAt),
      endsAt: iso(startsAt + length * unit),
      previousStatus: extras.previousStatus ?? null,
      statusChangedAt: extras.statusChangedAt === undefined ? null : iso(base + extras.statusChangedAt),
      seriesId: extras.seriesId ?? null,
      seriesOccurrence: extras.seriesOccurrence ?? null,
      // As the API adds it up: in cents, so 0.1 + 0.2 is 0.3.
      totalPrice: items.reduce((total, item) => total + Math.round((item.price ?? 0) * 100), 0) / 100,
      items,
      createdBy: words[createdBy] ?? '',
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt + updated),
      version,
    };
  });
}
