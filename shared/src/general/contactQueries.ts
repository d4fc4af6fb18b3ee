import { queryOptions } from '@tanstack/react-query';
import { contactApi } from './contactApi';
import { generalQueryKeys } from './generalQueryKeys';

export const contactQueries = {
  /** The contact record: the contact page, and the booking calendar for the salon's time zone. */
  record: () => queryOptions({ queryKey: generalQueryKeys.contact, queryFn: contactApi.get }),
};
