import { useQuery } from '@tanstack/react-query';
import { galleryGroupQueries } from '@nail-or-never/shared';

/** The same query options as the host's menu, so both read one cache entry. */
export function useGalleryGroups() {
  return useQuery(galleryGroupQueries.list());
}
