import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { StatePanel, toApiError } from '@nail-or-never/shared';
import { bookingQueries, contactQueries, employeeQueries, timeOffQueries, useSalonClock } from '@nail-or-never/shared/general';
import { FormProblemMessage, useOpenedForNew } from '@nail-or-never/shared/kit';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@nail-or-never/shared';
import { calendarHours, dayHeading } from '../model/bookingDays';
import { employeeResources } from '../calendar/calendarEvents';
import { salonDay, salonWeek, shiftDay } from '../model/salonTime';
import { anchorDayOf } from '../model/bookingsAddress';
import { rememberSalonZone } from '../model/salonZoneGuess';
import { BookingAgenda } from './BookingAgenda';
import { BookingCalendar } from './BookingCalendar';
import { BookingDrawer } from './BookingDrawer';
import { EmployeeLegend } from './EmployeeLegend';
import { CalendarShadeLegend } from './CalendarShadeLegend';
import { slotShading } from '../calendar/calendarShading';
import { NewBookingDialog } from './NewBookingDialog';
import { useBookingMove } from '../hooks/useBookingMove';
import { useNarrowScreen } from '../hooks/useNarrowScreen';
import { useClientFinder } from '../hooks/useClientFinder';
import { BookingClientFinder } from './BookingClientFinder';
import { BookingSearchResults } from './BookingSearchResults';
import type { Reassignment } from '../model/bookingMoves';
import type { Booking } from '@nail-or-never/shared/schemas';
import './bookings.css';

const VIEWS = ['day', 'week', 'list'] as const;
type BookingView = (typeof VIEWS)[number];
const VIEW_LABELS: Record<BookingView, string> = { day: 'Day', week: 'Week', list: 'List' };
const isView = (value: string | null): value is BookingView => VIEWS.some((view) => view === value);
const isStatus = (value: string): value is BookingStatus => BOOKING_STATUSES.some((status) => status === value);

interface NewBookingSlot {
  start: string;
  employeeId?: number;
  clientId?: number | undefined;
}

const idParam = (text: string | null): number | undefined => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/**
 * `/admin/booking`: the salon's bookings as a day grid (a column per employee), a week grid or a
 * list, in the salon's zone. View and day live in the address (`?view=day&date=2026-11-24`) so a
 * reload or a shared link shows the same page.
 */
export function BookingsPage() {
  const contact = useQuery(contactQueries.record());
  const employees = useQuery(employeeQueries.bookable());
  const salonZone = contact.data?.timeZone;
  const timeZone = salonZone ?? 'UTC';
  // The next visit's first calls start with it before the contact details answer (prefetchBookingsData).
  useEffect(() => {
    if (salonZone) rememberSalonZone(salonZone);
  }, [salonZone]);
  const clock = useSalonClock();
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  // A week does not fit a phone (two and a half days did): there the day is the default.
  const narrow = useNarrowScreen();
  const view: BookingView = isView(viewParam) ? viewParam : narrow ? 'day' : 'week';
  const dateParam = params.get('date');
  const today = salonDay(new Date().toISOString(), timeZone);
  const anchorDay = anchorDayOf(dateParam, today);
  const week = useMemo(() => salonWeek(anchorDay, timeZone), [anchorDay, timeZone]);
  // One request per week: the day view and the list reuse the week's bookings.
  const bookings = useQuery({ ...bookingQueries.range({ from: week.from, to: week.to }), enabled: contact.isSuccess });
  // The week's time off, shaded in the grid and named in its legend (everyone may read it).
  const timeOff = useQuery({ ...timeOffQueries.blocks({ from: week.from, to: week.to }), enabled: contact.isSuccess && view !== 'list' });
  const finder = useClientFinder(week, contact.isSuccess && view !== 'list');
  const searching = view === 'list' && finder.active;
  const [openId, setOpenId] = useState<number | null>(null);
  // The dashboard's "New booking" opens the dialog here (`?new=1`).
  const openedForNew = useOpenedForNew();
  // A client page's "New booking" names its client (`?new=1&clientId=7`).
  const [creating, setCreating] = useState<NewBookingSlot | null>(() => (openedForNew ? { start: '', clientId: idParam(params.get('clientId')) } : null));
  const [bookingForAddressClient] = useState(openedForNew && params.has('clientId'));
  const { clearClient } = finder;
  useEffect(() => {
    // The client named with `?new=1` is for the dialog: the calendar behind it still shows everyone's bookings.
    if (bookingForAddressClient) clearClient();
  }, [bookingForAddressClient, clearClient]);
  const [employeeFilter, setEmployeeFilter] = useState('');
  const [statusFilter, setStatusFilter] = useState<BookingStatus | ''>('');
  // Cancelled bookings kept their slot and squeezed the live ones: hidden unless asked for.
  const [showCancelled, setShowCancelled] = useState(false);
  const { moving, problemProps: moveProblem, move, dismiss: dismissMoveProblem } = useBookingMove(timeZone, clock, async (bookingId) => {
    const latest = await bookings.refetch({ throwOnError: true });
    return latest.data?.find((booking) => booking.id === bookingId) ?? null;
  });

  const navigate = useCallback(
    (changes: { view?: BookingView; date?: string }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (changes.view) next.set('view', changes.view);
        if (changes.date) next.set('date', changes.date);
        return next;
      }),
    [setParams],
  );

  const keep = useCallback(
    (booking: Booking) =>
      (statusFilter ? booking.status === statusFilter : showCancelled || booking.status !== 'cancelled') &&
      (employeeFilter ? booking.items.some((item) => item.employeeId === Number(employeeFilter)) : true),
    [statusFilter, employeeFilter, showCancelled],
  );
  const { matches } = finder;
  const shown = useMemo(
    () =>
      (bookings.data ?? [])
        .map((booking) => (booking.id === moving?.id ? moving : booking))
        .filter(keep)
        // "Find client" narrows the calendar to the bookings of the clients found (the server's search).
        .filter((booking) => (matches ? matches.has(booking.id) : true)),
    [bookings.data, moving, keep, matches],
  );
  const resources = useMemo(
    () => employeeResources((employees.data ?? []).filter((employee) => !employeeFilter || employee.id === Number(employeeFilter))),
    [employees.data, employeeFilter],
  );
  const colours = useMemo(() => new Map((employees.data ?? []).map((employee) => [employee.id, employee.calendarColor])), [employees.data]);
  const names = useMemo(() => new Map((employees.data ?? []).map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`])), [employees.data]);
  // Stable, so the memoised calendar is not drawn again when only the page's other state changes.
  const pickSlot = useCallback((start: string, employeeId: number | undefined) => setCreating({ start, employeeId }), []);
  const moveBooking = useCallback((booking: Booking, shiftMs: number, reassignment?: Reassignment) => void move(booking, shiftMs, reassignment), [move]);
  const openDay = useCallback((day: string) => navigate({ view: 'day', date: day }), [navigate]);
  // Each step goes on from the day the last one asked for: two arrows pressed before the page is
  // drawn again (a slow phone) are two days, not the same day twice.
  const askedDay = useRef(anchorDay);
  useLayoutEffect(() => {
    askedDay.current = anchorDay;
  }, [anchorDay]);
  const stepDay = useCallback(
    (days: -1 | 1) => {
      askedDay.current = shiftDay(askedDay.current, days);
      navigate({ date: askedDay.current });
    },
    [navigate],
  );
  const shownIds = useMemo(() => new Set(resources.map((resource) => resource.id)), [resources]);
  const dayShown = view === 'day' ? anchorDay : undefined;
  const awayShown = useMemo(
    () =>
      (timeOff.data ?? []).filter(
        (block) => shownIds.has(block.employeeId) && (!dayShown || (salonDay(block.startsAt, timeZone) <= dayShown && dayShown <= salonDay(new Date(Date.parse(block.endsAt) - 1).toISOString(), timeZone))),
      ),
    [timeOff.data, shownIds, dayShown, timeZone],
  );
  const shading = useMemo(
    () =>
      slotShading({
        openingHours: contact.data?.openingHours,
        closedDays: new Set((contact.data?.closures ?? []).map((closure) => closure.date)),
        workingHours: new Map((employees.data ?? []).map((employee) => [employee.id, employee.weeklyHours])),
        blocks: timeOff.data ?? [],
        timeZone,
        onlyEmployee: employeeFilter ? Number(employeeFilter) : undefined,
      }),
    [contact.data?.openingHours, contact.data?.closures, employees.data, timeOff.data, timeZone, employeeFilter],
  );
  const hours = useMemo(() => calendarHours(contact.data?.openingHours), [contact.data?.openingHours]);
  // What "Find client" says it found: the matches the calendar draws (the other filters apply too).
  const matchCount = matches ? (view === 'day' ? shown.filter((booking) => salonDay(booking.startsAt, timeZone) === anchorDay).length : shown.length) : null;
  const inWeek = bookings.data?.find((booking) => booking.id === openId);
  // A booking found on another date than the week's (the list's search) is read on its own.
  const openDetail = useQuery({ ...bookingQueries.detail(openId ?? 0), enabled: openId !== null && !inWeek });
  const open = inWeek ?? openDetail.data ?? null;
  const error = contact.error ?? employees.error ?? bookings.error;

  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  const heading = view === 'day' ? dayHeading(anchorDay) : `Week of ${dayHeading(week.days[0] ?? anchorDay)}`;

  return (
    <section aria-labelledby="bookings-title" className="gen-page">
      <header className="gen-page-header">
        <h1 id="bookings-title">Bookings</h1>
        <Button type="button" label="New booking" icon="pi pi-plus" onClick={() => setCreating({ start: '' })} disabled={!contact.data || !employees.data} />
      </header>
      <div className="gen-cal-toolbar">
        <div role="group" aria-label="View" className="gen-toggle-row">
          {VIEWS.map((candidate) => (
            <Button
              key={candidate}
              type="button"
              label={VIEW_LABELS[candidate]}
              size="small"
              outlined={candidate !== view}
              aria-pressed={candidate === view}
              onClick={() => navigate({ view: candidate })}
            />
          ))}
        </div>
        <nav className="gen-toggle-row" aria-label={view === 'day' ? 'Day' : 'Week'}>
          <Button type="button" label={`Previous ${unit}`} icon="pi pi-chevron-left" outlined size="small" onClick={() => navigate({ date: shiftDay(anchorDay, -step) })} />
          <Button type="button" label={view === 'day' ? 'Today' : 'This week'} outlined size="small" onClick={() => navigate({ date: today })} />
          <Button type="button" label={`Next ${unit}`} icon="pi pi-chevron-right" iconPos="right" outlined size="small" onClick={() => navigate({ date: shiftDay(anchorDay, step) })} />
        </nav>
        <div className="gen-cal-filters">
          <label htmlFor="booking-filter-employee">Employee</label>
          <select id="booking-filter-employee" className="p-inputtext p-inputtext-sm" value={employeeFilter} onChange={(event) => setEmployeeFilter(event.target.value)}>
            <option value="">All employees</option>
            {(employees.data ?? []).map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.firstName} {employee.lastName}
              </option>
            ))}
          </select>
          <label htmlFor="booking-filter-status">Status</label>
          <select
            id="booking-filter-status"
            className="p-inputtext p-inputtext-sm"
            value={statusFilter}
            onChange={(event) => setStatusFilter(isStatus(event.target.value) ? event.target.value : '')}
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <span className="gen-check">
            <input id="booking-show-cancelled" type="checkbox" checked={showCancelled} onChange={(event) => setShowCancelled(event.target.checked)} />
            <label htmlFor="booking-show-cancelled">Show cancelled</label>
          </span>
        </div>
      </div>
      <BookingClientFinder finder={finder} inCalendar={view !== 'list'} count={matchCount} rangeWords={view === 'day' ? 'on this day' : 'this week'} />
      {/* Announced when it changes: an arrow key or a swipe moves the day without moving the focus. */}
      <h2 className="gen-cal-heading" aria-live="polite">
        {heading}
      </h2>
      <p className="gen-muted">
        Times in {timeZone}.{view === 'list' ? '' : ' Pick a free time to book it (or press Enter on the grid to book on the day shown); shaded hours are closed, off duty or time off. Drag a booking to move it, or open it to move it by keyboard.'}
        {view === 'day' ? ' The arrow keys on the grid, or a swipe, go to the previous or next day.' : ''}
        {showCancelled || statusFilter === 'cancelled' ? '' : ' Cancelled bookings are hidden.'}
      </p>
      {employees.data ? <EmployeeLegend employees={resources} /> : null}
      {employees.data && view !== 'list' ? <CalendarShadeLegend blocks={awayShown} names={names} timeZone={timeZone} view={view} /> : null}
      {moveProblem.problem ? (
        <div className="gen-move-problem">
          <FormProblemMessage {...moveProblem} />
          <Button type="button" label="Dismiss" text size="small" onClick={dismissMoveProblem} />
        </div>
      ) : null}
      {error ? (
        <StatePanel tone="error" title="Bookings could not be loaded">{toApiError(error).message}</StatePanel>
      ) : !employees.data || !contact.data || (view === 'list' && !bookings.data) ? (
        <p aria-busy="true">Loading bookings…</p>
      ) : view === 'day' && resources.length === 0 ? (
        // A day grid without columns would be an empty, unexplained frame.
        <StatePanel tone="info" title="No employees to show">
          The day view has a column per active employee; there are none yet. Add one under Employees, or use the week or list view.
        </StatePanel>
      ) : searching ? (
        <BookingSearchResults q={finder.q} clientId={finder.clientId} colours={colours} timeZone={timeZone} keep={keep} onOpen={setOpenId} />
      ) : view === 'list' ? (
        <BookingAgenda days={week.days} bookings={shown} colours={colours} timeZone={timeZone} onOpen={setOpenId} />
      ) : (
        <>
          {/*
            The grid is drawn before the week's bookings arrive and stays while another week loads:
            react-big-calendar measures itself after mounting and draws every block again, which
            with a busy week cost a second (and third) drawing of hundreds of blocks.
          */}
          <p role="status" className="gen-cal-loading gen-muted">
            {bookings.data ? '' : 'Loading bookings…'}
          </p>
          <BookingCalendar
            view={view}
            day={anchorDay}
            bookings={shown}
            resources={resources}
            colours={colours}
            names={names}
            timeZone={timeZone}
            hours={hours}
            onOpen={setOpenId}
            onPickSlot={pickSlot}
            onMove={moveBooking}
            onOpenDay={openDay}
            onStepDay={stepDay}
            shading={shading}
          />
        </>
      )}
      <BookingDrawer booking={open} employees={employees.data ?? []} timeZone={timeZone} onClose={() => setOpenId(null)} />
      {creating && contact.data && employees.data ? (
        <NewBookingDialog
          employees={employees.data}
          timeZone={timeZone}
          initialStart={creating.start}
          initialEmployeeId={creating.employeeId}
          initialClientId={creating.clientId}
          onClose={() => setCreating(null)}
        />
      ) : null}
    </section>
  );
}
