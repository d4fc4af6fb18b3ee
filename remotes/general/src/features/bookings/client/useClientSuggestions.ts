import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '@nail-or-never/shared/general';
import { useDebouncedValue } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';

/** How many clients the field offers at once: enough to pick from, few enough to read out. */
export const SUGGESTIONS_LIMIT = 8;
/**
 * Short enough that the suggestions are painted within 150 ms of the last key on a warm API
 * (docs/performance.md measures it), long enough that a fast typist sends one search, not one per key.
 */
export const SUGGESTIONS_DELAY_MS = 60;

export interface ClientSuggestions {
  clients: Client[];
  /** The search the shown clients answer ('' before any): the list is announced for it. */
  answered: string;
  /** A newer search is on its way; the previous clients stay meanwhile. */
  loading: boolean;
}

/** The clients matching what was typed (name or phone in any form), read once typing pauses. */
export function useClientSuggestions(typed: string, active: boolean): ClientSuggestions {
  const q = useDebouncedValue(typed.trim(), SUGGESTIONS_DELAY_MS);
  const query = useQuery({ ...clientQueries.list({ q, limit: SUGGESTIONS_LIMIT }), enabled: active && q !== '' });
  const answered = query.isPlaceholderData ? '' : q;
  return {
    clients: q === '' ? [] : (query.data?.data ?? []),
    answered: query.data ? answered : '',
    loading: query.isFetching || q !== typed.trim(),
  };
}
