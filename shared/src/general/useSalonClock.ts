import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CLOCK, type SalonClock } from '../schemas/clockRules';
import { contactQueries } from './contactQueries';

/**
 * The salon's clock from its contact record, read through the shared query cache like its
 * currency (`useSalonMoney`), so every page that shows or takes a time follows a change on the
 * contact page at once. 24 h until the record has arrived, as every salon had before it chose.
 */
export function useSalonClock(): SalonClock {
  const contact = useQuery({ ...contactQueries.record(), staleTime: 60_000 });
  return contact.data?.clock ?? DEFAULT_CLOCK;
}
