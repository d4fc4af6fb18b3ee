import fc from 'fast-check';
import { packableBooking, packBookingCalendar, unpackBookingCalendar, type PackedBookingCalendar } from './bookingCalendarPacking';
import { BOOKING_SOURCES, BOOKING_STATUSES } from './bookingRules';
import type { Booking } from './bookingSchemas';

const BASE = Date.UTC(2026, 2, 23);
const iso = (ms: number) => new Date(ms).toISOString();
/** Mostly whole minutes, as bookings are made; sometimes seconds or milliseconds, as the API allows. */
const offset = fc.oneof(
  fc.integer({ min: -120, max: 60_480 }).map((minutes) => minutes * 60_000),
  fc.integer({ min: 0, max: 3_628_800 }).map((seconds) => seconds * 1000),
  fc.integer({ min: 0, max: 3_628_800_000 }),
);
const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 20 }));
const price = fc.option(fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100), { nil: null });

const item = fc.record({
  id: fc.nat(),
  serviceId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  serviceName: fc.constantFrom('Gel manicure', 'Pedicure', 'Nail art'),
  employeeId: fc.integer({ min: 1, max: 20 }),
  start: offset,
  length: fc.integer({ min: 5, max: 480 }).map((minutes) => minutes * 60_000),
  durationMinutes: fc.integer({ min: 5, max: 480 }),
  price,
});

const booking = fc
  .record({
    id: fc.nat(),
    clientId: fc.nat(),
    customerName: fc.string({ minLength: 1, maxLength: 30 }),
    customerPhone: fc.string({ maxLength: 20 }),
    customerEmail: text,
    status: fc.constantFrom(...BOOKING_STATUSES),
    source: fc.constantFrom(...BOOKING_SOURCES),
    notes: text,
    cancelReason: text,
    overlapOverride: fc.boolean(),
    overrideReason: text,
    items: fc.array(item, { minLength: 1, maxLength: 4 }),
    createdBy: fc.constantFrom('owner', 'reception-1', 'pending'),
    previousStatus: fc.option(fc.constantFrom(...BOOKING_STATUSES), { nil: null }),
    statusChanged: fc.option(fc.integer({ min: -86_400_000, max: 86_400_000 }), { nil: null }),
    seriesId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    seriesOccurrence: fc.option(fc.integer({ min: 1, max: 52 }), { nil: null }),
    created: fc.integer({ min: -30 * 86_400_000, max: 0 }),
    updatedAfter: fc.nat({ max: 86_400_000 }),
    version: fc.integer({ min: 1, max: 50 }),
  })
  .map(({ items, created, updatedAfter, statusChanged, ...rest }): Booking => {
    const starts = items.map((entry) => BASE + entry.start);
    const ends = items.map((entry) => BASE + entry.start + entry.length);
    return {
      ...rest,
      startsAt: iso(Math.min(...starts)),
      endsAt: iso(Math.max(...ends)),
      totalPrice: items.reduce((total, entry) => total + Math.round((entry.price ?? 0) * 100), 0) / 100,
      items: items.map(({ start, length, ...entry }) => ({ ...entry, startsAt: iso(BASE + start), endsAt: iso(BASE + start + length) })),
      statusChangedAt: statusChanged === null ? null : iso(BASE + statusChanged),
      createdAt: iso(BASE + created),
      updatedAt: iso(BASE + created + updatedAfter),
    };
  });

describe('the packed calendar answer', () => {
  it('unpacks into exactly the bookings that were packed, whatever their times, texts and prices', () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 12 }), (bookings) => {
        const packed = JSON.parse(JSON.stringify(packBookingCalendar(bookings.map(packableBooking), BASE))) as PackedBookingCalendar;
        expect(unpackBookingCalendar(packed)).toEqual(bookings);
        // Whole units, as documented: a fraction would be a rounding waiting to happen in another reader.
        const times = packed.bookings.flatMap((row) => [row[7], row[8], ...row[12].flatMap((packedItem) => [packedItem[3], packedItem[4]])]);
        expect(times.every(Number.isInteger)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('counts in minutes when every time is on one, and says each repeated service and word once', () => {
    const at = (minutes: number) => iso(BASE + minutes * 60_000);
    const one = (id: number, minutes: number): Booking => ({
      id,
      clientId: id,
      customerName: `Client ${id}`,
      customerPhone: '+31 6 12345678',
      customerEmail: '',
      status: 'confirmed',
      source: 'phone',
      notes: '',
      cancelReason: '',
      overlapOverride: false,
      overrideReason: '',
      startsAt: at(minutes),
      endsAt: at(minutes + 45),
      previousStatus: null,
      statusChangedAt: null,
      seriesId: null,
      seriesOccurrence: null,
      totalPrice: 30,
      items: [{ id, serviceId: 3, serviceName: 'Gel manicure', employeeId: 5, startsAt: at(minutes), endsAt: at(minutes + 45), durationMinutes: 45, price: 30 }],
      createdBy: 'owner',
      createdAt: at(-60),
      updatedAt: at(-60),
      version: 1,
    });
    const packed = packBookingCalendar([one(1, 540), one(2, 600)].map(packableBooking), BASE);
    expect(packed.unit).toBe(60_000);
    expect(packed.services).toEqual([[3, 'Gel manicure', 45, 30]]);
    expect(packed.words).toEqual(['confirmed', 'phone', 'owner']);
    expect(packed.bookings[1]).toEqual([2, 2, 'Client 2', '+31 6 12345678', 0, 1, 1, 600, 45, -3_600_000, 0, 2, [[2, 0, 5, 0, 45]]]);
  });

  it('refuses an answer in a format this page cannot read, or naming a status it does not know', () => {
    const packed = packBookingCalendar([], BASE);
    expect(() => unpackBookingCalendar({ ...packed, format: 2 as 1 })).toThrow('format 2');
    const odd = packBookingCalendar([], BASE);
    odd.words.push('lost');
    odd.bookings.push([1, 1, 'A', '', 0, 0, 1, 0, 1, 0, 0, 0, []]);
    expect(() => unpackBookingCalendar(odd)).toThrow('unknown value "lost"');
  });
});
