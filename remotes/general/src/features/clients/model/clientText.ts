import { formatCalendarDay, formatInstant } from '@nail-or-never/shared';
import type { BookingStatus, Client, ClientSort, SalonClock } from '@nail-or-never/shared/schemas';

/** "Ana Silva", or "Ana" when no last name was given. */
export const clientName = (client: Pick<Client, 'firstName' | 'lastName'>): string => [client.firstName, client.lastName].filter(Boolean).join(' ');

export const isErased = (client: Pick<Client, 'erasedAt'>): boolean => client.erasedAt !== null;

/** What the list and the page call an erased client: their name is gone. */
export const displayName = (client: Client): string => (isErased(client) ? `Erased client #${client.id}` : clientName(client));

export const SORT_LABELS: Record<ClientSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  '-lastVisit': 'Latest visit first',
  lastVisit: 'Oldest visit first',
  '-createdAt': 'Newest clients first',
  createdAt: 'Oldest clients first',
};

/** The colour of a visit's status mark; the word itself says the status (colour is never all). */
export const VISIT_STATUS_TONE: Record<BookingStatus, 'open' | 'done' | 'missed' | 'cancelled'> = {
  pending: 'open',
  confirmed: 'open',
  arrived: 'done',
  completed: 'done',
  cancelled: 'cancelled',
  no_show: 'missed',
};

export const formatDateTime = (iso: string, clock: SalonClock): string => formatInstant(iso, 'dateTime', { clock });
/** The day of an instant (consent given, erased): its UTC day is near enough for a record's date. */
export const formatDate = (iso: string): string => formatCalendarDay(iso.slice(0, 10));
/** A `YYYY-MM-DD` day ("23 Nov 2026"), or a dash. */
export const formatDay = (day: string | null): string => (day ? formatCalendarDay(day) : '\u2014');
