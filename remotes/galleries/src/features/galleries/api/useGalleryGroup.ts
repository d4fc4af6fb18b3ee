import { useQuery } from '@tanstack/react-query';
import { galleryGroupQueries } from '@nail-or-never/shared';

/** One gallery group's detail (`GET /gallery-parent/{id}`), fresh from the server rather than the menu's list. */
export function useGalleryGroup(id: number) {
  return useQuery(galleryGroupQueries.detail(id));
}
