import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@nail-or-never/shared/router';
import { bookingQueries, clientQueries } from '@nail-or-never/shared/general';
import { useDebouncedValue } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';

const CLIENT_ID = /^[1-9]\d{0,9}$/;
/** The API's largest page. */
const PAGE_LIMIT_MAX = 100;

export interface ClientFinder {
  /** What is typed in "Find client": a name or a phone number in any form. */
  text: string;
  setText: (text: string) => void;
  /** The settled search, as sent (`q`). */
  q: string;
  /** The address's `?clientId=`: one client's bookings. */
  clientId: number | undefined;
  /** That client, once read (for "Bookings of Ana Silva"). */
  client: Client | undefined;
  clearClient: () => void;
  /** Whether a search or a client narrows what is shown. */
  active: boolean;
  /** In a calendar's range: the ids of the matching bookings, `null` while nothing narrows or the answer is on its way. */
  matches: ReadonlySet<number> | null;
}

/**
 * Finding bookings by client: the search is the API's (`GET /bookings?q`, which reads a phone in any
 * form), so the calendar and the list find the same bookings the server would.
 */
export function useClientFinder(range: { from: string; to: string }, enabled: boolean): ClientFinder {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const clientParam = params.get('clientId');
  const clientId = clientParam && CLIENT_ID.test(clientParam) ? Number(clientParam) : undefined;
  const client = useQuery(clientQueries.detail(clientId ?? 0));
  const active = q !== '' || clientId !== undefined;
  // A week of one client's or one search's bookings fits a page; more than that is no longer "finding".
  const found = useQuery({
    ...bookingQueries.list({ from: range.from, to: range.to, q, clientId, limit: PAGE_LIMIT_MAX }),
    enabled: enabled && active,
  });
  const data = found.isPlaceholderData ? undefined : found.data;
  const matches = useMemo(() => (active && data ? new Set(data.data.map((booking) => booking.id)) : null), [active, data]);
  const clearClient = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('clientId');
        return next;
      }),
    [setParams],
  );
  return { text, setText, q, clientId, client: client.data, clearClient, active, matches };
}
