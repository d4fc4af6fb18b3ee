import { resourceWrite } from '../query/resourceWrite';
import type { ResourceName } from '../query/resourceRoots';
import type { ServiceChanges, ServiceDraft } from './catalogRequests';
import { serviceApi } from './serviceApi';

/**
 * A service change moves its group's page of services and `serviceCount`, the all-services lists,
 * and the employees' service choices (what the employee editor offers).
 */
const AFFECTED: readonly ResourceName[] = ['services', 'serviceGroups', 'employees'];

export const serviceMutations = {
  create: () => resourceWrite({ resource: 'services', action: 'create', send: (draft: ServiceDraft) => serviceApi.create(draft), affects: AFFECTED }),
  update: () => resourceWrite({ resource: 'services', action: 'update', send: (changes: ServiceChanges) => serviceApi.update(changes), affects: AFFECTED }),
  remove: () => resourceWrite({ resource: 'services', action: 'remove', send: (id: number) => serviceApi.remove(id), affects: AFFECTED }),
};
