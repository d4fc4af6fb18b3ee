import { useCallback, useMemo, type SyntheticEvent } from 'react';
import { Calendar, Views, type EventProps, type HeaderProps, type ResourceHeaderProps } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useSalonClock } from '@nail-or-never/shared/general';
import type { Booking } from '@nail-or-never/shared/schemas';
// The library's own styles travel with this component, i.e. in the bookings chunk only.
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './bookingCalendar.css';
import { BOOKING_STATUS_LABELS } from '../model/bookingText';
import type { Reassignment } from '../model/bookingMoves';
import { bookingEvents, itemEvents, textColourOn, type CalendarEvent, type CalendarResource } from '../calendar/calendarEvents';
import { instantToWallClock, localInputToWallClock, salonLocalizer, wallClockToInstant, wallClockToLocalInput } from '../calendar/salonLocalizer';

const DragAndDropCalendar = withDragAndDrop<CalendarEvent, CalendarResource>(Calendar);

export type CalendarView = 'day' | 'week';

export interface BookingCalendarProps {
  view: CalendarView;
  /** The day shown, or a day of the week shown: `YYYY-MM-DD` in the salon. */
  day: string;
  bookings: Booking[];
  /** The day view's columns (those the employee filter leaves). */
  resources: CalendarResource[];
  /** Every employee's colour: a week block keeps its colour whatever the filter leaves as columns. */
  colours: ReadonlyMap<number, string>;
  timeZone: string;
  /** First and last hour drawn (salon clock), from the opening hours. */
  hours: { first: number; last: number };
  onOpen: (bookingId: number) => void;
  /** A free slot picked with the mouse: its start on the salon's clock, and the column's employee in the day view. */
  onPickSlot: (start: string, employeeId: number | undefined) => void;
  onMove: (booking: Booking, shiftMs: number, reassignment?: Reassignment) => void;
  /** A day's heading in the week view was pressed: show that day by employee. */
  onOpenDay: (day: string) => void;
}

/** The text inside a block; react-big-calendar puts the time range before it. */
function EventText({ event }: EventProps<CalendarEvent>) {
  return (
    <span className="gen-cal-event-text">
      <strong>{event.title}</strong> <span>{BOOKING_STATUS_LABELS[event.booking.status]}</span>
    </span>
  );
}

/**
 * A day's heading in the week view. The library's own is a span with role="columnheader" outside
 * any grid row, which screen readers cannot place (axe: aria-required-parent); plain text is right.
 */
function DayHeading({ label }: HeaderProps) {
  return <span>{label}</span>;
}

function ResourceHeading({ label, resource }: ResourceHeaderProps<CalendarResource>) {
  return (
    <span className="gen-cal-resource">
      <span className="gen-cal-swatch" style={{ backgroundColor: resource.color }} aria-hidden="true" />
      {label}
    </span>
  );
}

/** The day view (a column per employee) and the week view, with drag to move and select to book. */
export function BookingCalendar({ view, day, bookings, resources, colours, timeZone, hours, onOpen, onPickSlot, onMove, onOpenDay }: BookingCalendarProps) {
  const clock = useSalonClock();
  const events = useMemo(() => (view === 'day' ? itemEvents(bookings, timeZone) : bookingEvents(bookings, timeZone)), [view, bookings, timeZone]);
  const date = useMemo(() => localInputToWallClock(day), [day]);
  const min = useMemo(() => new Date(1970, 0, 1, hours.first, 0), [hours.first]);
  const max = useMemo(() => (hours.last >= 24 ? new Date(1970, 0, 1, 23, 59) : new Date(1970, 0, 1, hours.last, 0)), [hours.last]);
  const getNow = useCallback(() => instantToWallClock(new Date().toISOString(), timeZone), [timeZone]);

  const eventPropGetter = useCallback(
    (event: CalendarEvent) => {
      const background = colours.get(event.employeeId) ?? '#334155';
      return {
        className: `gen-cal-event gen-cal-event-${event.booking.status}${event.movable ? '' : ' gen-cal-event-fixed'}`,
        style: { backgroundColor: background, borderColor: background, color: textColourOn(background) },
      };
    },
    [colours],
  );

  const drop = useCallback(
    ({ event, start, resourceId }: EventInteractionArgs<CalendarEvent>) => {
      const target = start instanceof Date ? start : new Date(start);
      const shiftMs = Date.parse(wallClockToInstant(target, timeZone)) - Date.parse(event.startsAt);
      const employeeId = typeof resourceId === 'number' ? resourceId : undefined;
      const reassignment = event.itemId !== null && employeeId !== undefined && employeeId !== event.employeeId ? { itemId: event.itemId, employeeId } : undefined;
      if (shiftMs === 0 && !reassignment) return;
      onMove(event.booking, shiftMs, reassignment);
    },
    [onMove, timeZone],
  );

  const keyOnEvent = useCallback(
    (event: CalendarEvent, keyEvent: SyntheticEvent<HTMLElement>) => {
      // The blocks are role="button" divs: Enter and Space must do what a click does.
      const key = keyEvent.nativeEvent instanceof KeyboardEvent ? keyEvent.nativeEvent.key : '';
      if (key === 'Enter' || key === ' ') {
        keyEvent.preventDefault();
        onOpen(event.booking.id);
      }
    },
    [onOpen],
  );

  return (
    // Focusable so the sideways scroll of a narrow screen works by keyboard even on an empty day.
    <div role="region" aria-label={view === 'day' ? 'Day grid by employee' : 'Week grid'} tabIndex={0} className={`gen-calendar gen-calendar-${view}`} style={{ ['--gen-cal-columns' as string]: view === 'day' ? Math.max(resources.length, 1) : 7 }}>
      <DragAndDropCalendar
        localizer={salonLocalizer(clock)}
        culture="en-GB"
        events={events}
        view={view === 'day' ? Views.DAY : Views.WEEK}
        views={[Views.DAY, Views.WEEK]}
        onView={() => undefined}
        date={date}
        onNavigate={() => undefined}
        onDrillDown={(target) => onOpenDay(wallClockToLocalInput(target).slice(0, 10))}
        toolbar={false}
        getNow={getNow}
        min={min}
        max={max}
        step={15}
        timeslots={4}
        allDayAccessor={() => false}
        startAccessor="start"
        endAccessor="end"
        titleAccessor="title"
        tooltipAccessor={null}
        resources={view === 'day' ? resources : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="employeeId"
        selectable
        onSelectSlot={(slot) => onPickSlot(wallClockToLocalInput(slot.start), typeof slot.resourceId === 'number' ? slot.resourceId : undefined)}
        onSelectEvent={(event) => onOpen(event.booking.id)}
        onKeyPressEvent={keyOnEvent}
        draggableAccessor={(event) => event.movable}
        resizable={false}
        onEventDrop={drop}
        eventPropGetter={eventPropGetter}
        components={{ event: EventText, header: DayHeading, resourceHeader: ResourceHeading }}
      />
    </div>
  );
}
