import type { Service, ServiceGroup } from '@nail-or-never/shared';
import type { Employee } from '@nail-or-never/shared/schemas';

/** A service's clean-up time after it (the catalogue's `bufferMinutes`, 0 where a service has none). */
export const bufferOf = (service: Service | undefined): number => {
  // Read defensively: an answer cached from before the field existed has none.
  const buffer = Number(service?.bufferMinutes ?? 0);
  return Number.isFinite(buffer) && buffer > 0 ? buffer : 0;
};

/** `YYYY-MM-DDTHH:MM` plus minutes, on the wall clock (the API reads each start on the salon's clock). */
export function addWallMinutes(local: string, minutes: number): string {
  const at = Date.parse(`${local}:00Z`);
  return Number.isNaN(at) ? local : new Date(at + minutes * 60_000).toISOString().slice(0, 16);
}

/**
 * The start of each service of a booking done back to back by one employee, from the first's
 * start: each begins when the one before ends and its clean-up time is over, the order the
 * availability answer (`durationMinutes`) counts them in. A start not yet complete stays as it is.
 */
export function backToBackStarts(first: string, serviceIds: readonly string[], services: readonly Service[]): string[] {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(first)) return serviceIds.map(() => first);
  const byId = new Map(services.map((service) => [String(service.id), service]));
  const starts: string[] = [];
  let next = first;
  for (const id of serviceIds) {
    starts.push(next);
    const service = byId.get(id);
    next = addWallMinutes(next, (service?.durationMinutes ?? 0) + bufferOf(service));
  }
  return starts;
}

/** The employees who perform every chosen service (all of them while none is chosen). */
export function employeesFor(employees: readonly Employee[], serviceIds: readonly number[]): Employee[] {
  return employees.filter((employee) => serviceIds.every((id) => (employee.serviceIds ?? []).includes(id)));
}

export interface ServiceGroupChoices {
  id: number;
  name: string;
  services: Service[];
}

/** The services under their group's name, groups and services in the catalogue's order. */
export function servicesByGroup(services: readonly Service[], groups: readonly ServiceGroup[]): ServiceGroupChoices[] {
  const order = [...groups].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
  const known = new Set(order.map((group) => group.id));
  const byGroup = order.map((group) => ({ id: group.id, name: group.name, services: services.filter((service) => service.parentId === group.id) }));
  // A service whose group did not load (or a test's bare service) is still offered, under "Other".
  const rest = services.filter((service) => !known.has(service.parentId));
  const all = rest.length > 0 ? [...byGroup, { id: 0, name: 'Other services', services: rest }] : byGroup;
  return all
    .map((group) => ({ ...group, services: [...group.services].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0) || a.name.localeCompare(b.name)) }))
    .filter((group) => group.services.length > 0);
}
