import { serviceCache, serviceGroupApi, serviceGroupCache, type ServiceGroup, type ServiceGroupChanges, type ServiceGroupDraft } from '@nail-or-never/shared';
import { useRecordGroupMutations, type RecordGroupResource } from '@nail-or-never/shared/kit';

const serviceGroups: RecordGroupResource<ServiceGroup, ServiceGroupDraft, ServiceGroupChanges> = {
  create: (draft) => serviceGroupApi.create(draft),
  update: (changes) => serviceGroupApi.update(changes),
  remove: (id) => serviceGroupApi.remove(id),
  cache: serviceGroupCache,
  // Its services go with a deleted group: the all-services lists change too.
  afterDelete: (client) => void serviceCache.refreshAll(client),
};

/** Create, update and delete of service groups; each keeps the sidebar menu in step. */
export const useServiceGroupMutations = () => useRecordGroupMutations(serviceGroups);
