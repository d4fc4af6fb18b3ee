import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../format/formatMoney';
import { contactQueries } from './contactQueries';

export interface SalonMoney {
  /** The salon's ISO 4217 code, `null` until the contact record has arrived. */
  currency: string | null;
  /** An amount in the salon's currency; `signed` for ledger rows ("+£20.00"). */
  format: (amount: number, options?: { signed?: boolean }) => string;
}

/**
 * The salon's currency from its contact record, read through the shared query cache, so every
 * page that shows money asks the API once and follows a change on the contact page at once.
 */
export function useSalonMoney(): SalonMoney {
  const contact = useQuery({ ...contactQueries.record(), staleTime: 60_000 });
  const currency = contact.data?.currency ?? null;
  return {
    currency,
    format: (amount, options = {}) => formatMoney(amount, { currency, signed: options.signed ?? false }),
  };
}
