import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogQueryKeys } from './catalogQueryKeys';
import { dashboardApi } from './dashboardApi';
import { galleryGroupApi } from './galleryGroupApi';
import { galleryImageApi } from './galleryImageApi';
import { serviceGroupApi, type ServiceListRequest } from './serviceGroupApi';
import type { GalleryGroup, ServiceGroup } from './catalogTypes';

const isId = (id: number): boolean => Number.isInteger(id) && id > 0;

/**
 * The query layer: per resource, the `queryOptions` every reader uses (the host's menu and a
 * section that read the same list share one definition) and the cache helpers a change calls with
 * the client from `useQueryClient()`. No section spells or slices a query key itself.
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

export const serviceGroupCache = {
  /** A group changed: the menu list, every group's detail and services pages refresh (the key nests). */
  refreshAll: (client: QueryClient) => client.invalidateQueries({ queryKey: catalogQueryKeys.serviceGroups.all }),
  /** The menu list alone: a deleted group's own queries must not refetch into a 404. */
  refreshList: (client: QueryClient) => client.invalidateQueries({ queryKey: catalogQueryKeys.serviceGroups.all, exact: true }),
  /** The group as the server just answered it, so its page shows it without a refetch. */
  store: (client: QueryClient, group: ServiceGroup) => client.setQueryData(catalogQueryKeys.serviceGroups.detail(group.id), group),
  /** A deleted group: its detail and its services pages are dropped, not refetched. */
  forget: (client: QueryClient, groupId: number) => {
    client.removeQueries({ queryKey: catalogQueryKeys.serviceGroups.detail(groupId) });
    client.removeQueries({ queryKey: catalogQueryKeys.serviceGroups.servicesOf(groupId) });
  },
};

export const serviceCache = {
  /** The all-services lists. */
  refreshAll: (client: QueryClient) => client.invalidateQueries({ queryKey: catalogQueryKeys.services.all }),
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

export const galleryGroupCache = {
  /** A group changed: the menu list, every group's detail and image pages refresh (the key nests). */
  refreshAll: (client: QueryClient) => client.invalidateQueries({ queryKey: catalogQueryKeys.galleryGroups.all }),
  /** The menu list alone: a deleted group's own queries must not refetch into a 404. */
  refreshList: (client: QueryClient) => client.invalidateQueries({ queryKey: catalogQueryKeys.galleryGroups.all, exact: true }),
  /** Images were added, changed, moved or deleted: the group (its count, its cover) and its image pages. */
  refreshImages: (client: QueryClient, groupId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: catalogQueryKeys.galleryGroups.imagesOf(groupId) }),
      client.invalidateQueries({ queryKey: catalogQueryKeys.galleryGroups.detail(groupId) }),
    ]),
  store: (client: QueryClient, group: GalleryGroup) => client.setQueryData(catalogQueryKeys.galleryGroups.detail(group.id), group),
  /** A deleted group: its detail and image pages are dropped, not refetched. */
  forget: (client: QueryClient, groupId: number) => {
    client.removeQueries({ queryKey: catalogQueryKeys.galleryGroups.detail(groupId) });
    client.removeQueries({ queryKey: catalogQueryKeys.galleryGroups.imagesOf(groupId) });
  },
};

export const dashboardQueries = {
  summary: () => queryOptions({ queryKey: catalogQueryKeys.dashboard, queryFn: dashboardApi.getSummary }),
};
