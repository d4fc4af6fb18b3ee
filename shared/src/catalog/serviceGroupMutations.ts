import type { QueryClient } from '@tanstack/react-query';
import { resourceWrite } from '../query/resourceWrite';
import { catalogQueryKeys } from './catalogQueryKeys';
import type { ServiceGroupChanges, ServiceGroupDraft } from './catalogRequests';
import type { ServiceGroup } from './catalogTypes';
import { serviceGroupApi } from './serviceGroupApi';

const stored = (client: QueryClient, group: ServiceGroup) => client.setQueryData(catalogQueryKeys.serviceGroups.detail(group.id), group);

/**
 * The writes of service groups. Refreshing the groups refreshes the host's sidebar menu too (it
 * reads `serviceGroupQueries.list()` from the same client).
 */
export const serviceGroupMutations = {
  create: () => resourceWrite({ resource: 'serviceGroups', action: 'create', send: (draft: ServiceGroupDraft) => serviceGroupApi.create(draft), apply: stored, affects: ['serviceGroups'] }),
  update: () =>
    resourceWrite({ resource: 'serviceGroups', action: 'update', send: (changes: ServiceGroupChanges) => serviceGroupApi.update(changes), apply: stored, affects: ['serviceGroups'] }),
  /** Its services go with a deleted group; its own queries are dropped, since a refetch would answer 404. */
  remove: () =>
    resourceWrite({
      resource: 'serviceGroups',
      action: 'remove',
      send: (id: number) => serviceGroupApi.remove(id),
      apply: (client, _nothing, id) => {
        client.removeQueries({ queryKey: catalogQueryKeys.serviceGroups.detail(id) });
        client.removeQueries({ queryKey: catalogQueryKeys.serviceGroups.servicesOf(id) });
      },
      affects: ['serviceGroups', 'services', 'employees'],
    }),
};
