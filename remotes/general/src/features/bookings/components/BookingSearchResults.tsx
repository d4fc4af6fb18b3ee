import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StatePanel, toApiError } from '@nail-or-never/shared';
import { bookingQueries } from '@nail-or-never/shared/general';
import { Pager } from '@nail-or-never/shared/kit';
import type { Booking } from '@nail-or-never/shared/schemas';
import { salonDay } from '../model/salonTime';
import { BookingAgenda } from './BookingAgenda';

const PAGE_SIZE = 50;

export interface BookingSearchResultsProps {
  q: string;
  clientId: number | undefined;
  colours: ReadonlyMap<number, string>;
  timeZone: string;
  /** The page's other filters, applied to what the server found. */
  keep: (booking: Booking) => boolean;
  onOpen: (bookingId: number) => void;
}

/** The list view while finding a client: every matching booking, on any date, by start time, a page at a time. */
export function BookingSearchResults({ q, clientId, colours, timeZone, keep, onOpen }: BookingSearchResultsProps) {
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState({ q, clientId });
  // A new search starts at its first page.
  if (asked.q !== q || asked.clientId !== clientId) {
    setAsked({ q, clientId });
    setPage(1);
  }
  const found = useQuery(bookingQueries.list({ q, clientId, page, limit: PAGE_SIZE }));
  const shown = useMemo(() => (found.data?.data ?? []).filter(keep), [found.data, keep]);
  const days = useMemo(() => [...new Set(shown.map((booking) => salonDay(booking.startsAt, timeZone)))], [shown, timeZone]);

  if (found.error) return <StatePanel tone="error" title="Bookings could not be found">{toApiError(found.error).message}</StatePanel>;
  if (!found.data) return <p aria-busy="true">Finding bookings…</p>;
  return (
    <div aria-busy={found.isFetching}>
      <p role="status" className="gen-muted">
        {found.data.meta.total === 0 ? 'No bookings found.' : `${found.data.meta.total} ${found.data.meta.total === 1 ? 'booking' : 'bookings'} found, on any date.`}
      </p>
      <BookingAgenda days={days} bookings={shown} colours={colours} timeZone={timeZone} onOpen={onOpen} />
      <Pager page={page} pageSize={PAGE_SIZE} total={found.data.meta.total} onPageChange={setPage} label="Found booking pages" />
    </div>
  );
}
