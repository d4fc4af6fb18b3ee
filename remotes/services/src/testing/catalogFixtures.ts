import type { Service, ServiceGroup } from '@nail-or-never/shared';

const stamp = '2026-11-21T10:00:00.000Z';

export function aGroup(overrides: Partial<ServiceGroup> = {}): ServiceGroup {
  return {
    id: 7,
    name: 'Gel nails',
    description: 'Long-lasting colour.',
    image: null,
    displayOrder: 1,
    active: true,
    serviceCount: 3,
    createdAt: stamp,
    updatedAt: stamp,
    version: 4,
    ...overrides,
  };
}

type ServicePrice = { priceType: 'free'; price: null } | { priceType: 'fixed' | 'from'; price: number };
type ServiceBasics = Partial<Pick<Service, 'name' | 'description' | 'durationMinutes' | 'bufferMinutes' | 'active' | 'version' | 'parentId'>>;

export function aService(id: number, overrides: ServiceBasics = {}, price: ServicePrice = { priceType: 'fixed', price: 35.5 }): Service {
  const basics = {
    id,
    parentId: 7,
    name: `Service ${id}`,
    description: '',
    durationMinutes: 45,
    bufferMinutes: 0,
    displayOrder: id,
    active: true,
    createdAt: stamp,
    updatedAt: stamp,
    version: 1,
    ...overrides,
  };
  return price.priceType === 'free' ? { ...basics, priceType: 'free', price: null } : { ...basics, priceType: price.priceType, price: price.price };
}

export function aPage<T>(data: T[], page: number, limit: number, total: number) {
  return { data, meta: { page, limit, total } };
}
