import type { HistorySection } from '@nail-or-never/shared';

/** The Activity filter's sections, as the menu names them. */
export const SECTION_LABELS: Record<HistorySection, string> = {
  catalogue: 'Services',
  gallery: 'Gallery',
  contact: 'Contact',
  about: 'About us',
  employees: 'Employees',
  giftCards: 'Gift cards',
  bookings: 'Bookings',
  clients: 'Clients',
  team: 'Team',
};

/** A date field's day ("2026-11-25") as the instant the day starts or ends, in this browser's time zone. */
export function dayStart(day: string): string | undefined {
  return day === '' ? undefined : new Date(`${day}T00:00:00`).toISOString();
}
export function dayEnd(day: string): string | undefined {
  return day === '' ? undefined : new Date(`${day}T23:59:59.999`).toISOString();
}
