import type { ContactUpdateInput } from '@nail-or-never/shared/schemas';
import { resourceWrite } from '@nail-or-never/shared';
import { contactApi } from './contactApi';
import { generalQueryKeys } from './generalQueryKeys';

export const contactMutations = {
  /**
   * The saved record is stored for every reader at once (the whole resource, so nothing of it is
   * read again); the bookings calendar draws its days in the salon's time zone and hours, so its
   * ranges are read again.
   */
  update: () =>
    resourceWrite({
      resource: 'contact',
      action: 'update',
      send: (input: ContactUpdateInput) => contactApi.update(input),
      apply: (client, saved) => client.setQueryData(generalQueryKeys.contact, saved),
      affects: ['bookings'],
    }),
};
