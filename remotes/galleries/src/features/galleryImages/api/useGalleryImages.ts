import { useQuery } from '@tanstack/react-query';
import { galleryGroupQueries } from '@nail-or-never/shared';

/** 24 fill a grid of 2, 3, 4, 6 or 8 columns without a ragged last row. */
export const IMAGES_PER_PAGE = 24;

/** One page of a group's images (`GET /gallery/list-gallery/{id}`), in display order. */
export function useGalleryImages(groupId: number, page: number) {
  return useQuery(galleryGroupQueries.images({ groupId, page, limit: IMAGES_PER_PAGE }));
}
