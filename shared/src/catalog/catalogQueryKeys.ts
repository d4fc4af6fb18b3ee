/**
 * Structured query keys of the catalogue, the one place they are spelled. Keys nest: invalidating
 * `serviceGroups.all` also refreshes every group's detail and services (and the sidebar menu,
 * which reads `serviceGroups.all`); the same holds for `galleryGroups.all`.
 */
export const catalogQueryKeys = {
  serviceGroups: {
    all: ['service-groups'] as const,
    detail: (id: number) => ['service-groups', 'detail', id] as const,
    /** Every page of one group's services (a prefix of `services`). */
    servicesOf: (groupId: number) => ['service-groups', 'services', groupId] as const,
    services: (groupId: number, page: number, limit: number, q: string) =>
      ['service-groups', 'services', groupId, { page, limit, q }] as const,
  },
  services: {
    all: ['services'] as const,
    list: (page: number, limit: number, q: string) => ['services', { page, limit, q }] as const,
    every: ['services', 'every'] as const,
  },
  galleryGroups: {
    all: ['gallery-groups'] as const,
    list: (page: number, limit: number) => ['gallery-groups', 'list', { page, limit }] as const,
    detail: (id: number) => ['gallery-groups', 'detail', id] as const,
    /** Every page of one group's images (a prefix of `images`). */
    imagesOf: (groupId: number) => ['gallery-groups', 'images', groupId] as const,
    images: (groupId: number, page: number, limit: number) => ['gallery-groups', 'images', groupId, { page, limit }] as const,
  },
  dashboard: ['dashboard'] as const,
};
