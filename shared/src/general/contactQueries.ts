import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Contact } from '@nail-or-never/shared/schemas';
import { contactApi } from './contactApi';
import { generalQueryKeys } from './generalQueryKeys';

export const contactQueries = {
  /** The contact record: the contact page, and the booking calendar for the salon's time zone. */
  record: () => queryOptions({ queryKey: generalQueryKeys.contact, queryFn: contactApi.get }),
};

export const contactCache = {
  /** The record as the server just answered it, so every reader shows it without a refetch. */
  store: (client: QueryClient, contact: Contact) => client.setQueryData(generalQueryKeys.contact, contact),
};
