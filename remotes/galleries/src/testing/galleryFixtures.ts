import type { GalleryGroup, GalleryImage, PagedEnvelope } from '@nail-or-never/shared';

export function aGalleryGroup(overrides: Partial<GalleryGroup> = {}): GalleryGroup {
  return {
    id: 7,
    theme: 'Autumn nails',
    description: 'Warm colours for the season.',
    image: null,
    displayOrder: 0,
    published: true,
    imageCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function anImage(id: number, overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id,
    parentId: 7,
    image: { url: `/uploads/images/${id}.webp`, thumbnailUrl: `/uploads/images/${id}.thumb.webp`, width: 1200, height: 900 },
    altText: `Nails ${id}`,
    caption: '',
    displayOrder: id,
    published: true,
    tags: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function anImagePage(images: GalleryImage[], total = images.length, page = 1): PagedEnvelope<GalleryImage> {
  return { data: images, meta: { page, limit: 24, total } };
}
