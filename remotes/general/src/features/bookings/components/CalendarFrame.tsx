import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useSalonClock } from '@nail-or-never/shared/general';
import { BOOKING_STATUS_LABELS } from '@nail-or-never/shared';
import { formatSalonTime } from '../model/salonTime';
import type { CalendarEvent } from '../calendar/calendarEvents';
import { useDayStepping } from '../hooks/useDayStepping';

/** The attribute `EventText` puts inside each block, naming its event for the popover. */
export const EVENT_KEY_ATTRIBUTE = 'data-event-key';
export const eventKey = (event: Pick<CalendarEvent, 'booking' | 'itemId'>) => `${event.booking.id}-${event.itemId ?? 'all'}`;

interface Shown {
  event: CalendarEvent;
  block: HTMLElement;
  /** A pointer's popover goes when the pointer leaves; a focused block's when focus leaves. */
  source: 'pointer' | 'focus';
}

export interface CalendarFrameProps {
  label: string;
  className: string;
  style: CSSProperties;
  /** The drawn events by `eventKey`, to find what a block under the pointer or the focus stands for. */
  events: ReadonlyMap<string, CalendarEvent>;
  /** Every employee's name, for the popover's list of services. */
  names: ReadonlyMap<number, string>;
  timeZone: string;
  /** Day view: the arrow keys and a swipe move a day back (-1) or on (+1). */
  onStepDay?: ((days: -1 | 1) => void) | undefined;
  /** Enter on the grid itself (not on a block): book on the day shown, picking a free time in the dialog. */
  onEnter?: (() => void) | undefined;
  children: ReactNode;
}

const blockOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('.rbc-event') : null);

/**
 * The calendar's focusable region: the popover with a block's full text (on hover and on keyboard
 * focus, announced as the block's description, Escape closes it) and, in the day view, the arrow
 * keys and a swipe to the next or previous day (`useDayStepping`). It owns the popover's state, so a hover re-renders
 * the popover only, never the calendar (`children`) with its hundreds of blocks.
 */
export function CalendarFrame({ label, className, style, events, names, timeZone, onStepDay, onEnter, children }: CalendarFrameProps) {
  const clock = useSalonClock();
  const frameRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const { stepByKey, onTouchStart, onTouchEnd } = useDayStepping(frameRef, onStepDay);

  const show = useCallback(
    (block: HTMLElement | null, source: Shown['source']) => {
      const key = block?.querySelector(`[${EVENT_KEY_ATTRIBUTE}]`)?.getAttribute(EVENT_KEY_ATTRIBUTE);
      const event = key ? events.get(key) : undefined;
      if (!block || !event) return false;
      setShown((current) => (current?.block === block && current.source === source ? current : { event, block, source }));
      return true;
    },
    [events],
  );
  const hide = useCallback((source?: Shown['source']) => setShown((current) => (current && (!source || current.source === source) ? null : current)), []);

  // The focused block is described by the popover, so a screen reader reads its full text too.
  useEffect(() => {
    if (!shown) return undefined;
    const { block } = shown;
    block.setAttribute('aria-describedby', popoverId);
    return () => block.removeAttribute('aria-describedby');
  }, [shown, popoverId]);

  // Beside the block, inside the window: below it, or above when there is no room below. A scroll
  // (focusing a block scrolls it into view) moves it along with its block.
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!shown || !popover) return undefined;
    const place = () => {
      const box = shown.block.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = popover;
      const below = box.bottom + 4 + height <= window.innerHeight;
      popover.style.top = `${Math.max(4, below ? box.bottom + 4 : box.top - height - 4)}px`;
      popover.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - width - 4))}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', place, { capture: true });
  }, [shown]);

  const onKeyDown = (keyEvent: KeyboardEvent<HTMLDivElement>) => {
    const frame = frameRef.current;
    if (keyEvent.key === 'Escape' && shown) {
      // Only the popover closes (WCAG 1.4.13): not a dialog around the page.
      keyEvent.stopPropagation();
      hide();
      return;
    }
    if (keyEvent.key === 'Enter' && frame && keyEvent.target === frame && onEnter) {
      keyEvent.preventDefault();
      onEnter();
      return;
    }
    if (!frame || !stepByKey(keyEvent)) return;
    hide();
    // The focused block belongs to the day that went: keep the focus on the grid.
    if (keyEvent.target !== frame) frame.focus();
  };

  const { event } = shown ?? {};
  return (
    // Focusable so the sideways scroll of a narrow screen works by keyboard even on an empty day.
    <div
      ref={frameRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className}
      style={style}
      onKeyDown={onKeyDown}
      onFocus={(focusEvent) => {
        if (!show(blockOf(focusEvent.target), 'focus')) hide('focus');
      }}
      onBlur={(blurEvent) => {
        if (!blockOf(blurEvent.relatedTarget)) hide('focus');
      }}
      onPointerOver={(pointerEvent) => {
        if (pointerEvent.pointerType === 'touch' || popoverRef.current?.contains(pointerEvent.target as Node)) return;
        if (!show(blockOf(pointerEvent.target), 'pointer')) hide('pointer');
      }}
      onPointerLeave={() => hide('pointer')}
      // A block picked up to drag moves away from its popover.
      onPointerDown={() => hide('pointer')}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {children}
      {event ? (
        <div ref={popoverRef} id={popoverId} role="tooltip" className="gen-cal-popover">
          <p className="gen-cal-popover-time">
            {formatSalonTime(event.startsAt, timeZone, clock)}–{formatSalonTime(event.endsAt, timeZone, clock)}
          </p>
          <p className="gen-cal-popover-client">{event.booking.customerName}</p>
          <ul>
            {event.booking.items
              .filter((item) => event.itemId === null || item.id === event.itemId)
              .map((item) => (
                <li key={item.id}>
                  {item.serviceName} with {names.get(item.employeeId) ?? 'a former employee'}
                </li>
              ))}
          </ul>
          <p>{BOOKING_STATUS_LABELS[event.booking.status]}</p>
        </div>
      ) : null}
    </div>
  );
}
