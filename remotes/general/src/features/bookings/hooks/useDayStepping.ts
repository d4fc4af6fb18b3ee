import { useRef, type KeyboardEvent, type RefObject, type TouchEvent } from 'react';

/** A swipe: at least this far sideways, and mostly sideways. */
const SWIPE_MIN_PX = 50;

const isEditable = (target: EventTarget) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/** Whether the grid can still scroll sideways that way: then the arrow or the swipe scrolls it instead of changing the day. */
function canScroll(frame: HTMLElement, direction: -1 | 1): boolean {
  return direction < 0 ? frame.scrollLeft > 0 : frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1;
}

/**
 * The day view's arrow keys and swipe: a day back (-1) or on (+1), unless the grid can still scroll
 * that way (a narrow screen), a field has the key, or a block is being dragged.
 */
export function useDayStepping(frameRef: RefObject<HTMLElement | null>, onStepDay: ((days: -1 | 1) => void) | undefined) {
  const touch = useRef<{ x: number; y: number; scrollLeft: number } | null>(null);

  const step = (direction: -1 | 1, frame: HTMLElement) => {
    if (!onStepDay || canScroll(frame, direction)) return false;
    onStepDay(direction);
    return true;
  };

  /** Steps on ArrowLeft / ArrowRight (without modifiers, outside fields); true when the day changed. */
  const stepByKey = (keyEvent: KeyboardEvent<HTMLElement>): boolean => {
    const frame = frameRef.current;
    const direction = keyEvent.key === 'ArrowLeft' ? -1 : keyEvent.key === 'ArrowRight' ? 1 : 0;
    if (!frame || direction === 0 || keyEvent.altKey || keyEvent.ctrlKey || keyEvent.metaKey || keyEvent.shiftKey || isEditable(keyEvent.target)) return false;
    if (!step(direction, frame)) return false;
    keyEvent.preventDefault();
    return true;
  };

  const onTouchStart = (touchEvent: TouchEvent<HTMLElement>) => {
    const point = touchEvent.touches[0];
    const frame = frameRef.current;
    touch.current = point && frame && touchEvent.touches.length === 1 ? { x: point.clientX, y: point.clientY, scrollLeft: frame.scrollLeft } : null;
  };
  const onTouchEnd = (touchEvent: TouchEvent<HTMLElement>) => {
    const start = touch.current;
    const point = touchEvent.changedTouches[0];
    const frame = frameRef.current;
    touch.current = null;
    if (!start || !point || !frame || frame.querySelector('.rbc-addons-dnd-is-dragging')) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    // A swipe that scrolled the grid sideways was a scroll, not a change of day.
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy) || frame.scrollLeft !== start.scrollLeft) return;
    step(dx < 0 ? 1 : -1, frame);
  };

  return { stepByKey, onTouchStart, onTouchEnd };
}
