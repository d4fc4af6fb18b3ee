import { Button } from 'primereact/button';
import { SearchBox } from '@nail-or-never/shared/kit';
import type { ClientFinder } from '../hooks/useClientFinder';
import { clientName } from '../model/clientText';

export interface BookingClientFinderProps {
  finder: ClientFinder;
  /** The calendar narrows its range to the matches and says how many; the list pages through all of them. */
  inCalendar: boolean;
  /** How many bookings the calendar shows for the search; `null` while none is made or its answer is on its way. */
  count: number | null;
  /** "this week", "on this day": the range the count is about. */
  rangeWords: string;
}

/** "Find client" above the bookings, and "Bookings of Ana Silva" while the address names one client. */
export function BookingClientFinder({ finder, inCalendar, count, rangeWords }: BookingClientFinderProps) {
  const { clientId, client } = finder;
  return (
    <div className="gen-client-search">
      <SearchBox
        id="booking-find-client"
        label="Find client: name or phone"
        placeholder="Find client: name or phone"
        value={finder.text}
        onChange={finder.setText}
      />
      {clientId !== undefined ? (
        <p className="gen-client-filter">
          <strong>Bookings of {client ? clientName(client) : `client ${clientId}`}</strong>
          <Button type="button" label="Show everyone's bookings" text size="small" onClick={finder.clearClient} />
        </p>
      ) : null}
      {inCalendar ? (
        <p role="status" className="gen-muted gen-client-search-count">
          {count !== null ? `${count === 0 ? 'No' : count} ${count === 1 ? 'booking matches' : 'bookings match'} ${rangeWords}.` : ''}
        </p>
      ) : null}
    </div>
  );
}
