import { useMemo } from 'react';
import { useSalonClock } from '@nail-or-never/shared/general';
import type { Booking } from '@nail-or-never/shared/schemas';
import { BOOKING_STATUS_LABELS } from '@nail-or-never/shared';
import { dayHeading } from '../model/bookingDays';
import { formatSalonTime, salonDay } from '../model/salonTime';

export interface BookingAgendaProps {
  days: string[];
  bookings: Booking[];
  /** Every employee's calendar colour: each entry's edge is its first employee's, as in the grids. */
  colours: ReadonlyMap<number, string>;
  timeZone: string;
  onOpen: (bookingId: number) => void;
}

/** The list view: the week as a list per day, each booking a button that opens its drawer. */
export function BookingAgenda({ days, bookings, colours, timeZone, onOpen }: BookingAgendaProps) {
  const clock = useSalonClock();
  const byDay = useMemo(() => {
    const groups = new Map<string, Booking[]>(days.map((day) => [day, []]));
    for (const booking of bookings) groups.get(salonDay(booking.startsAt, timeZone))?.push(booking);
    return groups;
  }, [bookings, days, timeZone]);

  return (
    <div className="gen-agenda">
      {[...byDay.entries()].map(([day, dayBookings]) => (
        <section key={day} aria-label={dayHeading(day)} className="gen-agenda-day">
          <h2>{dayHeading(day)}</h2>
          {dayBookings.length === 0 ? (
            <p className="gen-muted">No bookings.</p>
          ) : (
            <ul className="gen-plain-list">
              {dayBookings.map((booking) => (
                <li key={booking.id}>
                  <button
                    type="button"
                    className={`gen-booking gen-booking-${booking.status}`}
                    style={{ borderLeftColor: colours.get(booking.items[0]?.employeeId ?? 0) }}
                    onClick={() => onOpen(booking.id)}
                  >
                    <span className="gen-booking-time">
                      {formatSalonTime(booking.startsAt, timeZone, clock)}–{formatSalonTime(booking.endsAt, timeZone, clock)}
                    </span>
                    <span>
                      {booking.customerName}: {booking.items.map((item) => item.serviceName).join(', ')}
                    </span>
                    <span className="gen-muted">{BOOKING_STATUS_LABELS[booking.status]}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
