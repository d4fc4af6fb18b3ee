import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { galleryGroupQueries, loadingStore, serviceGroupQueries, type GalleryGroup, type ServiceGroup } from '@nail-or-never/shared';
import { useIsHydrating } from '../useIsHydrating';

export interface MenuGroups {
  serviceGroups: readonly ServiceGroup[];
  galleryGroups: readonly GalleryGroup[];
}

const noGroups: readonly never[] = [];

/**
 * The two group lists the sidebar shows. They live in the shared query cache under the catalogue's
 * keys, so a remote's write of `serviceGroupMutations` (after creating,
 * renaming or deleting a group) refreshes the menu without a reload.
 * Spec §4/§7/§8: the services fetch holds the full-page loading flag on while its data is missing;
 * fetches are never retried and a failure shows no message (the menu keeps its fixed entries).
 * The prerendered dashboard's menu has no groups: hydration draws none either.
 */
export function useMenuGroups(): MenuGroups {
  const services = useQuery({ ...serviceGroupQueries.list(), retry: false });
  const galleries = useQuery({ ...galleryGroupQueries.list(), retry: false });

  const waitingForServices = services.data === undefined && !services.isError;
  useEffect(() => {
    if (!waitingForServices) return undefined;
    loadingStore.getState().showLoading();
    return () => loadingStore.getState().hideLoading();
  }, [waitingForServices]);

  const hydrating = useIsHydrating();
  if (hydrating) return { serviceGroups: noGroups, galleryGroups: noGroups };
  return { serviceGroups: services.data ?? noGroups, galleryGroups: galleries.data ?? noGroups };
}
