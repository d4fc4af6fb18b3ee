import { useQuery } from '@tanstack/react-query';
import { catalogQueryKeys, galleryGroupApi } from '@nail-or-never/shared';

/** The same query (key and fetcher) as the host's menu, so both read one cache entry. */
export function useGalleryGroups() {
  return useQuery({ queryKey: catalogQueryKeys.galleryGroups.all, queryFn: galleryGroupApi.listAll });
}
