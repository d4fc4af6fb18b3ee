import type { QueryClient } from '@tanstack/react-query';

/**
 * The root query key of every server resource. Each resource's keys nest under its root, so a write
 * names the resources it changes and `refreshResources` refreshes all of their queries, whatever
 * page, filter or detail they hold. Gallery images nest under their groups because a group's detail
 * carries its image count and cover.
 */
export const RESOURCE_ROOTS = {
  serviceGroups: ['service-groups'],
  services: ['services'],
  galleryGroups: ['gallery-groups'],
  galleryImages: ['gallery-groups', 'images'],
  contact: ['general', 'contact'],
  aboutUs: ['general', 'about-us'],
  employees: ['general', 'employees'],
  giftCards: ['gift-cards'],
  bookings: ['bookings'],
  clients: ['clients'],
  timeOff: ['time-off'],
  dashboard: ['dashboard'],
  // The signed-in person (their role, what must come first) and their own sessions.
  account: ['account'],
  team: ['team'],
  history: ['history'],
} as const satisfies Record<string, readonly string[]>;

export type ResourceName = keyof typeof RESOURCE_ROOTS;

/** Marks every query of the named resources stale; the ones on screen refetch before this resolves. */
export async function refreshResources(client: QueryClient, names: readonly ResourceName[]): Promise<void> {
  await Promise.all(names.map((name) => client.invalidateQueries({ queryKey: RESOURCE_ROOTS[name] })));
}
