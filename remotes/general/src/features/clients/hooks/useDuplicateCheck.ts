import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientQueries } from '@nail-or-never/shared/general';
import type { Client } from '@nail-or-never/shared/schemas';

export interface DuplicateProbe {
  phone: string;
  email: string;
  /** The client being edited: never their own duplicate. */
  excludeId?: number | undefined;
}

/**
 * Who the client being saved may already be ("Is this …?"). A failed check answers nobody: the
 * question helps, it must never stop the salon from adding a client.
 */
export function useDuplicateCheck(): (probe: DuplicateProbe) => Promise<Client[]> {
  const client = useQueryClient();
  return useCallback(
    async ({ phone, email, excludeId }: DuplicateProbe) => {
      const query = { phone: phone.trim(), email: email.trim(), ...(excludeId !== undefined ? { excludeId } : {}) };
      if (!query.phone && !query.email) return [];
      try {
        return await client.fetchQuery({ ...clientQueries.duplicates(query), staleTime: 0 });
      } catch {
        return [];
      }
    },
    [client],
  );
}
