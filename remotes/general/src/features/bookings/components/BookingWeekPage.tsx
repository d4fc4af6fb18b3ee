import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { StatePanel, toApiError } from '@nail-or-never/shared';
import { bookingQueries } from '@nail-or-never/shared/general';
import type { Booking } from '@nail-or-never/shared/schemas';
import { BOOKING_STATUS_LABELS } from '../bookingText';
import { formatSalonTime, salonDay, salonWeek, shiftDay } from '../salonTime';
import { BookingDrawer } from './BookingDrawer';
import { NewBookingDialog } from './NewBookingDialog';

const dayHeading = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/**
 * `/admin/booking`: the salon's week as a list per day (the agenda view), in the salon's zone,
 * with "New booking" and a drawer per booking.
 */
export function BookingWeekPage() {
  const contact = useQuery(bookingQueries.contact());
  const employees = useQuery(bookingQueries.employees());
  const timeZone = contact.data?.timeZone ?? 'UTC';
  const [anchorDay, setAnchorDay] = useState(() => new Date().toISOString().slice(0, 10));
  const week = useMemo(() => salonWeek(anchorDay, timeZone), [anchorDay, timeZone]);
  const bookings = useQuery({ ...bookingQueries.range({ from: week.from, to: week.to }), enabled: contact.isSuccess });
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  const byDay = useMemo(() => {
    const groups = new Map<string, Booking[]>(week.days.map((day) => [day, []]));
    for (const booking of bookings.data ?? []) groups.get(salonDay(booking.startsAt, timeZone))?.push(booking);
    return groups;
  }, [bookings.data, week.days, timeZone]);
  const open = bookings.data?.find((booking) => booking.id === openId) ?? null;
  const error = contact.error ?? employees.error ?? bookings.error;

  return (
    <section aria-labelledby="bookings-title" className="gen-page">
      <header className="gen-page-header">
        <h1 id="bookings-title">Bookings</h1>
        <Button type="button" label="New booking" icon="pi pi-plus" onClick={() => setCreating(true)} disabled={!contact.data || !employees.data} />
      </header>
      <nav className="gen-toggle-row" aria-label="Week">
        <Button type="button" label="Previous week" icon="pi pi-chevron-left" outlined size="small" onClick={() => setAnchorDay(shiftDay(anchorDay, -7))} />
        <Button type="button" label="This week" outlined size="small" onClick={() => setAnchorDay(new Date().toISOString().slice(0, 10))} />
        <Button type="button" label="Next week" icon="pi pi-chevron-right" iconPos="right" outlined size="small" onClick={() => setAnchorDay(shiftDay(anchorDay, 7))} />
      </nav>
      <p className="gen-muted">
        Week of {dayHeading(week.days[0] ?? anchorDay)}; times in {timeZone}.
      </p>
      {error ? (
        <StatePanel tone="error" title="Bookings could not be loaded">{toApiError(error).message}</StatePanel>
      ) : !bookings.data ? (
        <p aria-busy="true">Loading bookings…</p>
      ) : (
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
                      <button type="button" className={`gen-booking gen-booking-${booking.status}`} onClick={() => setOpenId(booking.id)}>
                        <span className="gen-booking-time">
                          {formatSalonTime(booking.startsAt, timeZone)}–{formatSalonTime(booking.endsAt, timeZone)}
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
      )}
      <BookingDrawer booking={open} employees={employees.data ?? []} timeZone={timeZone} onClose={() => setOpenId(null)} />
      {creating && contact.data && employees.data ? (
        <NewBookingDialog employees={employees.data} timeZone={timeZone} onClose={() => setCreating(false)} />
      ) : null}
    </section>
  );
}
