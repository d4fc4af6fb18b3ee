import { memo, useCallback, useMemo, type SyntheticEvent } from 'react';
import { Calendar, Views, type EventProps, type HeaderProps, type ResourceHeaderProps } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useSalonClock } from '@nail-or-never/shared/general';
import type { Booking } from '@nail-or-never/shared/schemas';
// The library's own styles travel with this component, i.e. in the bookings chunk only.
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './bookingCalendar.css';
import { BOOKING_STATUS_LABELS } from '@nail-or-never/shared';
import type { Reassignment } from '../model/bookingMoves';
import { bookingEvents, itemEvents, textColourOn, type CalendarEvent, type CalendarResource } from '../calendar/calendarEvents';
import { shadeClass, type SlotShade } from '../calendar/calendarShading';
import { CalendarFrame, EVENT_KEY_ATTRIBUTE, eventKey } from './CalendarFrame';
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
  /** Every employee's name, for the popover. */
  names: ReadonlyMap<number, string>;
  timeZone: string;
  /** First and last hour drawn (salon clock), from the opening hours. */
  hours: { first: number; last: number };
  onOpen: (bookingId: number) => void;
  /** A free slot picked with the mouse: its start on the salon's clock, and the column's employee in the day view. */
  onPickSlot: (start: string, employeeId: number | undefined) => void;
  onMove: (booking: Booking, shiftMs: number, reassignment?: Reassignment) => void;
  /** A day's heading in the week view was pressed: show that day by employee. */
  onOpenDay: (day: string) => void;
  /** Day view: the arrow keys and a swipe move a day back or on. */
  onStepDay?: ((days: -1 | 1) => void) | undefined;
  /** Why a slot is shaded (closed, not working, away), by its wall-clock start and the day view's column. */
  shading?: ((slot: Date, employeeId: number | undefined) => SlotShade | null) | undefined;
}

/**
 * The text inside a block, under the time react-big-calendar puts first: the client, then the
 * service(s) with the status, on lines that wrap rather than being cut; the popover has it all too.
 */
function EventText({ event }: EventProps<CalendarEvent>) {
  return (
    <span className="gen-cal-event-text" {...{ [EVENT_KEY_ATTRIBUTE]: eventKey(event) }}>
      <strong>{event.booking.customerName}:</strong>{' '}
      <span>
        {event.services} <span className="gen-cal-event-status">{BOOKING_STATUS_LABELS[event.booking.status]}</span>
      </span>
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

const COMPONENTS = { event: EventText, header: DayHeading, resourceHeader: ResourceHeading };
const VIEWS = [Views.DAY, Views.WEEK];
const never = () => false;
const ignore = () => undefined;
const isMovable = (event: CalendarEvent) => event.movable;

/**
 * The day view (a column per employee) and the week view, with drag to move and select to book.
 * Memoised with stable props from the page: a busy week is hundreds of blocks, drawn again only
 * when what they show changes.
 */
export const BookingCalendar = memo(function BookingCalendar({ view, day, bookings, resources, colours, names, timeZone, hours, onOpen, onPickSlot, onMove, onOpenDay, onStepDay, shading }: BookingCalendarProps) {
  const clock = useSalonClock();
  const events = useMemo(() => (view === 'day' ? itemEvents(bookings, timeZone) : bookingEvents(bookings, timeZone)), [view, bookings, timeZone]);
  const date = useMemo(() => localInputToWallClock(day), [day]);
  const min = useMemo(() => new Date(1970, 0, 1, hours.first, 0), [hours.first]);
  const max = useMemo(() => (hours.last >= 24 ? new Date(1970, 0, 1, 23, 59) : new Date(1970, 0, 1, hours.last, 0)), [hours.last]);
  const byKey = useMemo(() => new Map(events.map((event) => [eventKey(event), event])), [events]);
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

  const slotPropGetter = useCallback(
    (slot: Date, resourceId?: number | string) => {
      const className = shading ? shadeClass(shading(slot, typeof resourceId === 'number' ? resourceId : undefined)) : undefined;
      return className ? { className } : {};
    },
    [shading],
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

  const selectSlot = useCallback(
    (slot: { start: Date; resourceId?: number | string }) => onPickSlot(wallClockToLocalInput(slot.start), typeof slot.resourceId === 'number' ? slot.resourceId : undefined),
    [onPickSlot],
  );
  const selectEvent = useCallback((event: CalendarEvent) => onOpen(event.booking.id), [onOpen]);
  const drillDown = useCallback((target: Date) => onOpenDay(wallClockToLocalInput(target).slice(0, 10)), [onOpenDay]);
  // The keyboard's way to "select an empty slot": the day shown (and its only column's employee), the time picked from the offers.
  const onlyColumn = view === 'day' && resources.length === 1 ? resources[0]?.id : undefined;
  const enterOnGrid = useCallback(() => onPickSlot(`${day}T`, onlyColumn), [onPickSlot, day, onlyColumn]);
  const frameStyle = useMemo(() => ({ ['--gen-cal-columns' as string]: view === 'day' ? Math.max(resources.length, 1) : 7 }), [view, resources.length]);

  return (
    <CalendarFrame
      label={view === 'day' ? 'Day grid by employee' : 'Week grid'}
      className={`gen-calendar gen-calendar-${view}`}
      style={frameStyle}
      events={byKey}
      names={names}
      timeZone={timeZone}
      onStepDay={view === 'day' ? onStepDay : undefined}
      onEnter={enterOnGrid}
    >
      <DragAndDropCalendar
        localizer={salonLocalizer(clock)}
        culture="en-GB"
        events={events}
        view={view === 'day' ? Views.DAY : Views.WEEK}
        views={VIEWS}
        onView={ignore}
        date={date}
        onNavigate={ignore}
        onDrillDown={drillDown}
        toolbar={false}
        getNow={getNow}
        min={min}
        max={max}
        step={15}
        timeslots={4}
        allDayAccessor={never}
        startAccessor="start"
        endAccessor="end"
        titleAccessor="title"
        tooltipAccessor={null}
        resources={view === 'day' ? resources : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="employeeId"
        // Side by side, never one block over another: a covered block's text cannot be read.
        dayLayoutAlgorithm="no-overlap"
        selectable
        onSelectSlot={selectSlot}
        onSelectEvent={selectEvent}
        onKeyPressEvent={keyOnEvent}
        draggableAccessor={isMovable}
        resizable={false}
        onEventDrop={drop}
        eventPropGetter={eventPropGetter}
        slotPropGetter={slotPropGetter}
        components={COMPONENTS}
      />
    </CalendarFrame>
  );
});
