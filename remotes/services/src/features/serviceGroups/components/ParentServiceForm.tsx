import { CATALOG_LIMITS, type ServiceGroup, type ServiceGroupFormValues } from '@nail-or-never/shared';
import { ImageGroupForm, lazyResolver, type AfterSave, type ImageChange, type ImageGroupFieldNames, type ImageGroupFormText } from '@nail-or-never/shared/kit';

const FIELDS: ImageGroupFieldNames<ServiceGroupFormValues> = { name: 'name', description: 'description', displayOrder: 'displayOrder', flag: 'active' };

const TEXT: ImageGroupFormText = {
  nameLabel: 'Name',
  nameHint: `${CATALOG_LIMITS.nameMin}–${CATALOG_LIMITS.nameMax} characters, shown in the menu.`,
  imageLabel: 'Picture',
  flagLabel: 'Active',
  flagOnText: 'Shown to clients',
  flagOffText: 'Hidden from clients',
  goneMessage: 'This service group was deleted in the meantime. Pick another one in the menu.',
};

const EMPTY_GROUP_VALUES: ServiceGroupFormValues = { name: '', description: '', displayOrder: 0, active: true };

function groupFormValues({ name, description, displayOrder, active }: ServiceGroup): ServiceGroupFormValues {
  return { name, description, displayOrder, active };
}

// The schema (and zod, inside the schemas entry) is fetched on the form's first focus, not with the
// section's first page: "Add Parent Service" paints without it (docs/performance.md).
const resolver = lazyResolver(async () => (await import('./serviceGroupResolver')).serviceGroupResolver);

export interface ParentServiceFormProps {
  /** The group being edited; absent when adding one. */
  group?: ServiceGroup | undefined;
  submitLabel: string;
  /** Saves; `base` is the version the form was opened with (or reloaded to). Rejects with the API's error. */
  onSubmit: (values: ServiceGroupFormValues, image: ImageChange, base: ServiceGroup | undefined) => Promise<AfterSave>;
  onCancel?: (() => void) | undefined;
  /** Fetches the latest version after a conflict; the form then shows it. */
  onReload?: (() => Promise<ServiceGroup | null>) | undefined;
}

/** The service group form, for adding and for editing in place (spec: name, description, picture, order, active). */
export function ParentServiceForm(props: ParentServiceFormProps) {
  return (
    <ImageGroupForm
      idPrefix={props.group ? `group-${props.group.id}` : 'new-group'}
      resolver={resolver}
      fields={FIELDS}
      text={TEXT}
      emptyValues={EMPTY_GROUP_VALUES}
      valuesOf={groupFormValues}
      {...props}
    />
  );
}
