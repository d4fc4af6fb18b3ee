import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogQueryKeys } from './catalogQueryKeys';
import { dashboardApi } from './dashboardApi';
import { galleryGroupApi } from './galleryGroupApi';
import { galleryImageApi } from './galleryImageApi';
import { serviceGroupApi, type ServiceListRequest } from './serviceGroupApi';
import { serviceApi } from './serviceApi';
import type { Service } from './catalogTypes';

const isId = (id: number): boolean => Number.isInteger(id) && id > 0;

/**
 * The reads of the catalogue's resources: per resource, the `queryOptions` every reader uses (the
 * host's menu and a section that read the same list share one definition). Their writes are in
 * `catalogMutations.ts`. No section spells or slices a query key itself.
 */
export const serviceGroupQueries = {
  /** All groups, unpaged: the sidebar menu and any section that lists them. */
  list: () => queryOptions({ queryKey: catalogQueryKeys.serviceGroups.all, queryFn: serviceGroupApi.listAll }),
  detail: (id: number) => queryOptions({ queryKey: catalogQueryKeys.serviceGroups.detail(id), queryFn: () => serviceGroupApi.get(id), enabled: isId(id) }),
  /** One page of a group's services; the previous page stays on screen while the next loads. */
  services: ({ groupId, page = 1, limit = 10, q = '' }: ServiceListRequest) =>
    queryOptions({
      queryKey: catalogQueryKeys.serviceGroups.services(groupId, page, limit, q),
      queryFn: () => serviceGroupApi.listServices({ groupId, page, limit, q }),
      placeholderData: keepPreviousData,
    }),
};

const SERVICES_PER_REQUEST = 100;

/** Every catalogue service, page after page: what an employee can be assigned and a booking line can pick. */
async function everyService(): Promise<Service[]> {
  const services: Service[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await serviceApi.list({ page, limit: SERVICES_PER_REQUEST });
    services.push(...data);
    if (data.length === 0 || services.length >= meta.total) return services;
  }
}

export const serviceQueries = {
  /** The whole catalogue of services, unpaged (the employee editor, the New booking dialog). */
  every: () => queryOptions({ queryKey: catalogQueryKeys.services.every, queryFn: everyService }),
};

export interface GalleryImagesRequest {
  groupId: number;
  page?: number;
  limit?: number;
}

export const galleryGroupQueries = {
  list: () => queryOptions({ queryKey: catalogQueryKeys.galleryGroups.all, queryFn: galleryGroupApi.listAll }),
  detail: (id: number) => queryOptions({ queryKey: catalogQueryKeys.galleryGroups.detail(id), queryFn: () => galleryGroupApi.get(id), enabled: isId(id) }),
  /** One page of a group's images; the previous page stays on screen while the next loads. */
  images: ({ groupId, page = 1, limit = 24 }: GalleryImagesRequest) =>
    queryOptions({
      queryKey: catalogQueryKeys.galleryGroups.images(groupId, page, limit),
      queryFn: () => galleryImageApi.list(groupId, { page, limit }),
      placeholderData: keepPreviousData,
      enabled: isId(groupId),
    }),
};

export const dashboardQueries = {
  summary: () => queryOptions({ queryKey: catalogQueryKeys.dashboard, queryFn: dashboardApi.getSummary }),
};
