import type { Booking, Employee } from '@nail-or-never/shared/schemas';
import { canMove } from '../model/bookingMoves';
import { instantToWallClock } from './salonLocalizer';

/** What react-big-calendar draws: a whole booking (week view) or one of its services (day view). */
export interface CalendarEvent {
  booking: Booking;
  /** The service this block stands for in the day view; null for a whole booking. */
  itemId: number | null;
  /** The column in the day view, and the colour. */
  employeeId: number;
  /** The instant the block starts, so a drop can be turned into a shift of the whole booking. */
  startsAt: string;
  /** The instant it ends, for the popover's time. */
  endsAt: string;
  start: Date;
  end: Date;
  /** `Client: service, service`, the block's name for the library. */
  title: string;
  /** The service(s) the block stands for. */
  services: string;
  movable: boolean;
}

export interface CalendarResource {
  id: number;
  title: string;
  color: string;
}

export const employeeResources = (employees: Employee[]): CalendarResource[] =>
  employees.map((employee) => ({ id: employee.id, title: `${employee.firstName} ${employee.lastName}`, color: employee.calendarColor }));

/** Week view: one block per booking, from its first service's start to its last one's end. */
export function bookingEvents(bookings: Booking[], timeZone: string): CalendarEvent[] {
  return bookings.map((booking) => {
    const services = booking.items.map((item) => item.serviceName).join(', ');
    return {
      booking,
      itemId: null,
      employeeId: booking.items[0]?.employeeId ?? 0,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      start: instantToWallClock(booking.startsAt, timeZone),
      end: instantToWallClock(booking.endsAt, timeZone),
      title: `${booking.customerName}: ${services}`,
      services,
      movable: canMove(booking),
    };
  });
}

/** Day view: one block per service, in the column of the employee doing it. */
export function itemEvents(bookings: Booking[], timeZone: string): CalendarEvent[] {
  return bookings.flatMap((booking) =>
    booking.items.map((item) => ({
      booking,
      itemId: item.id,
      employeeId: item.employeeId,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      start: instantToWallClock(item.startsAt, timeZone),
      end: instantToWallClock(item.endsAt, timeZone),
      title: `${booking.customerName}: ${item.serviceName}`,
      services: item.serviceName,
      movable: canMove(booking),
    })),
  );
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Black or white text, whichever reads better on the employee's colour: any colour gives at least
 * 4.5:1 with one of them, so the blocks pass AA whatever colour the salon picked.
 */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return '#000000';
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
}
