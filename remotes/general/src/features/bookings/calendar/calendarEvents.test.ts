import type { Booking, SalonClock } from '@nail-or-never/shared/schemas';
import { rescheduled } from '../model/bookingMoves';
import { bookingEvents, itemEvents, textColourOn } from './calendarEvents';
import { instantToWallClock, salonLocalizer, wallClockToInstant, wallClockToLocalInput } from './salonLocalizer';

function twoServiceBooking(): Booking {
  return {
    id: 7,
    clientId: 3,
    customerName: 'Ana Silva',
    customerPhone: '+44 20 7946 0000',
    customerEmail: '',
    status: 'pending',
    source: 'phone',
    notes: '',
    cancelReason: '',
    overlapOverride: false,
    overrideReason: '',
    startsAt: '2026-03-29T08:00:00.000Z',
    endsAt: '2026-03-29T09:00:00.000Z',
    previousStatus: null,
    statusChangedAt: null,
    totalPrice: 55,
    items: [
      { id: 1, serviceId: 3, serviceName: 'Manicure', employeeId: 5, startsAt: '2026-03-29T08:00:00.000Z', endsAt: '2026-03-29T08:30:00.000Z', durationMinutes: 30, price: 25 },
      { id: 2, serviceId: 4, serviceName: 'Pedicure', employeeId: 6, startsAt: '2026-03-29T08:00:00.000Z', endsAt: '2026-03-29T09:00:00.000Z', durationMinutes: 60, price: 30 },
    ],
    seriesId: null,
    seriesOccurrence: null,
    createdBy: 'salon-admin',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 3,
  };
}

describe('calendar events', () => {
  it('puts instants on the salon wall clock and back, on the day London moves to summer time', () => {
    // 08:00 UTC on 29 March 2026 is 09:00 in London (BST since 01:00 UTC).
    const wallClock = instantToWallClock('2026-03-29T08:00:00.000Z', 'Europe/London');
    expect(wallClockToLocalInput(wallClock)).toBe('2026-03-29T09:00');
    expect(wallClockToInstant(wallClock, 'Europe/London')).toBe('2026-03-29T08:00:00.000Z');
    expect(wallClockToLocalInput(instantToWallClock('2026-03-28T08:00:00.000Z', 'Europe/London'))).toBe('2026-03-28T08:00');
  });

  it('the week shows a booking as one block; the day shows each service in its employee column', () => {
    const [whole] = bookingEvents([twoServiceBooking()], 'UTC');
    expect(whole).toMatchObject({ title: 'Ana Silva: Manicure, Pedicure', itemId: null, movable: true });
    expect(wallClockToLocalInput(whole!.end)).toBe('2026-03-29T09:00');
    const items = itemEvents([twoServiceBooking()], 'UTC');
    expect(items.map((event) => [event.employeeId, event.title])).toEqual([
      [5, 'Ana Silva: Manicure'],
      [6, 'Ana Silva: Pedicure'],
    ]);
    expect(itemEvents([{ ...twoServiceBooking(), status: 'completed' }], 'UTC').every((event) => !event.movable)).toBe(true);
  });

  it('a drop moves every service by the same amount and can give one service to another employee', () => {
    const update = rescheduled(twoServiceBooking(), 2 * 3_600_000, { itemId: 2, employeeId: 9 });
    expect(update).toMatchObject({ id: 7, version: 3, overrideOverlap: false });
    expect(update.items).toEqual([
      { serviceId: 3, employeeId: 5, startsAt: '2026-03-29T10:00:00.000Z' },
      { serviceId: 4, employeeId: 9, startsAt: '2026-03-29T10:00:00.000Z' },
    ]);
  });

  it('picks black or white text, whichever reads on the employee colour', () => {
    expect(textColourOn('#fde047')).toBe('#000000');
    expect(textColourOn('#336699')).toBe('#ffffff');
    expect(textColourOn('#0ea5e9')).toBe('#000000');
  });
});

describe('the calendar’s time axis on the salon’s clock', () => {
  const nineThirty = new Date(2026, 10, 24, 9, 30);
  const evening = new Date(2026, 10, 24, 21, 0);
  /** The time axis and an event's times, as react-big-calendar asks the localizer for them. */
  const labels = (clock: SalonClock) => {
    const localizer = salonLocalizer(clock);
    const range = localizer.formats.eventTimeRangeFormat;
    if (localizer.formats.timeGutterFormat !== 'time' || typeof range !== 'function') throw new Error('The calendar’s formats changed.');
    return { gutter: localizer.format(nineThirty, 'time', 'en-GB'), event: range({ start: nineThirty, end: evening }, 'en-GB', localizer), day: localizer.format(nineThirty, 'weekdayDay', 'en-GB') };
  };

  it('labels the hours on the 24-hour clock', () => {
    expect(labels('24h')).toEqual({ gutter: '09:30', event: '09:30–21:00', day: 'Tue 24 Nov' });
  });

  it('labels the hours with AM and PM on the 12-hour clock, the days as before', () => {
    expect(labels('12h')).toEqual({ gutter: '9:30 AM', event: '9:30 AM–9:00 PM', day: 'Tue 24 Nov' });
  });
});
