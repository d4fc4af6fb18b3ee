/** Structured query keys of the catalogue; invalidate the `all` key of a list after a change to it. */
export const catalogQueryKeys = {
  serviceGroups: {
    all: ['service-groups'] as const,
    detail: (id: number) => ['service-groups', 'detail', id] as const,
    services: (groupId: number, page: number, limit: number, q: string) =>
      ['service-groups', 'services', groupId, { page, limit, q }] as const,
  },
  galleryGroups: {
    all: ['gallery-groups'] as const,
    detail: (id: number) => ['gallery-groups', 'detail', id] as const,
    images: (groupId: number, page: number, limit: number) => ['gallery-groups', 'images', groupId, { page, limit }] as const,
  },
  dashboard: ['dashboard'] as const,
};
