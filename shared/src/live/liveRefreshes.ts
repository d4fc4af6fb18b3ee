import { RESOURCE_ROOTS, type ResourceName } from '../query/resourceRoots';

/**
 * What a change to one resource makes stale besides itself. A booking shows on the calendars, the
 * client's visits and the dashboard; time off moves the free times (under `bookings`); the
 * dashboard's recent changes and the Activity page follow every change. Only queries on screen
 * refetch, so naming more than needed costs little.
 */
const ALSO_STALE: Partial<Record<ResourceName, readonly ResourceName[]>> = {
  bookings: ['clients'],
  timeOff: ['bookings'],
  clients: ['bookings'],
  employees: ['bookings'],
  services: ['bookings', 'serviceGroups'],
  serviceGroups: ['services'],
};

const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCE_ROOTS, name);

/** The resources to refresh when the server says `resource` changed; none for a name this build does not know. */
export function resourcesToRefresh(resource: string): ResourceName[] {
  if (!isResourceName(resource)) return [];
  return [...new Set<ResourceName>([resource, ...(ALSO_STALE[resource] ?? []), 'dashboard', 'history'])];
}

/** Everything the stream may speak of: refreshed after a reconnection or a `resync`. The person's own account is not. */
export const EVERY_LIVE_RESOURCE: readonly ResourceName[] = (Object.keys(RESOURCE_ROOTS) as ResourceName[]).filter((name) => name !== 'account');
