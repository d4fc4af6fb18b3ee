import { CATALOG_LIMITS, type GalleryGroup, type GalleryGroupFormValues } from '@nail-or-never/shared';
import { ImageGroupForm, lazyResolver, type AfterSave, type ImageChange, type ImageGroupFieldNames, type ImageGroupFormText } from '@nail-or-never/shared/kit';

const FIELDS: ImageGroupFieldNames<GalleryGroupFormValues> = { name: 'theme', description: 'description', displayOrder: 'displayOrder', flag: 'published' };

const TEXT: ImageGroupFormText = {
  nameLabel: 'Theme',
  nameHint: `${CATALOG_LIMITS.nameMin}–${CATALOG_LIMITS.nameMax} characters, shown in the menu.`,
  imageLabel: 'Cover image',
  flagLabel: 'Published',
  flagOnText: "Shown on the salon's site",
  flagOffText: 'Hidden from the site',
  goneMessage: 'This gallery group was deleted in the meantime. Pick another one in the menu.',
};

const EMPTY: GalleryGroupFormValues = { theme: '', description: '', displayOrder: 0, published: true };
const valuesOf = ({ theme, description, displayOrder, published }: GalleryGroup): GalleryGroupFormValues => ({ theme, description, displayOrder, published });
// The schema (and zod, inside the schemas entry) is fetched on the form's first focus, not with the
// section's first page: "Add Parent Gallery" paints without it (docs/performance.md).
const resolver = lazyResolver(async () => (await import('./galleryGroupResolver')).galleryGroupResolver);

export interface ParentGalleryFormProps {
  /** The group being edited; absent when adding one. */
  group?: GalleryGroup | undefined;
  submitLabel: string;
  onSubmit: (values: GalleryGroupFormValues, cover: ImageChange, base: GalleryGroup | undefined) => Promise<AfterSave>;
  onCancel?: (() => void) | undefined;
  onReload?: (() => Promise<GalleryGroup | null>) | undefined;
}

/** A gallery group: theme (its name in the menu), description, cover, display order, published. */
export function ParentGalleryForm(props: ParentGalleryFormProps) {
  return (
    <ImageGroupForm
      idPrefix={props.group ? `gallery-group-${props.group.id}` : 'new-gallery-group'}
      resolver={resolver}
      fields={FIELDS}
      text={TEXT}
      emptyValues={EMPTY}
      valuesOf={valuesOf}
      {...props}
    />
  );
}
