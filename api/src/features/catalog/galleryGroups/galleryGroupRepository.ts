import type { GalleryGroup, GalleryGroupCreateInput } from '@nail-or-never/shared/schemas';
import { fromFlag, toFlag, toNameKey } from '../../../db/columnValues';
import { createImageGroupRepository, groupImageRef } from '../imageGroups/imageGroupRepository';

export const galleryGroupRepository = createImageGroupRepository<'galleryGroups', GalleryGroup, GalleryGroupCreateInput>({
  table: 'galleryGroups',
  entity: 'gallery group',
  nameField: 'theme',
  child: 'galleryImages',
  childrenHaveImages: true,
  toGroup: (row, storage) => ({
    id: row.id,
    theme: row.theme,
    description: row.description,
    image: groupImageRef(storage, row),
    displayOrder: row.displayOrder,
    published: fromFlag(row.published),
    imageCount: row.imageCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }),
  toColumns: (fields) => ({
    ...(fields.theme !== undefined ? { theme: fields.theme, themeKey: toNameKey(fields.theme) } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.displayOrder !== undefined ? { displayOrder: fields.displayOrder } : {}),
    ...(fields.published !== undefined ? { published: toFlag(fields.published) } : {}),
  }),
});

