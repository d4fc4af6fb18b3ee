import { useQuery } from '@tanstack/react-query';
import { catalogQueryKeys, galleryGroupApi } from '@nail-or-never/shared';

/** One gallery group's detail (`GET /gallery-parent/{id}`), fresh from the server rather than the menu's list. */
export function useGalleryGroup(id: number) {
  return useQuery({
    queryKey: catalogQueryKeys.galleryGroups.detail(id),
    queryFn: () => galleryGroupApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
