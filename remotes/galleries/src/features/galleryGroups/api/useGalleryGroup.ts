import { useQuery } from '@tanstack/react-query';
import { galleryGroupQueries } from '@nail-or-never/shared';

/** One gallery group's detail (`GET /gallery-parent/{id}`, with its `imageCount` and `version`). */
export function useGalleryGroup(id: number) {
  return useQuery(galleryGroupQueries.detail(id));
}
