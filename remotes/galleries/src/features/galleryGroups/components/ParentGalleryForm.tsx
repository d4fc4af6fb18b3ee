import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { GalleryGroup, GalleryGroupFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS, galleryGroupFormSchema } from '@nail-or-never/shared/schemas';
import {
  FormField,
  FormProblemMessage,
  ImagePicker,
  KEEP_IMAGE,
  SwitchField,
  UnsavedChangesPrompt,
  useReloadLatest,
  useServerFormSave,
  useUnsavedChangesGuard,
  WholeNumberField,
  type AfterSave,
  type ImageChange,
} from '@nail-or-never/shared/kit';

const GROUP_FIELDS = ['theme', 'description', 'displayOrder', 'published'] as const;
const OUTSIDE_FIELDS = ['image'] as const;

export const EMPTY_GALLERY_GROUP: GalleryGroupFormValues = { theme: '', description: '', displayOrder: 0, published: true };

export const galleryGroupFormValues = ({ theme, description, displayOrder, published }: GalleryGroup): GalleryGroupFormValues => ({
  theme,
  description,
  displayOrder,
  published,
});

export interface ParentGalleryFormProps {
  /** The group being edited; absent when adding one. */
  group?: GalleryGroup;
  submitLabel: string;
  /** Saves; `base` is the version the form was opened with (or reloaded to). Rejects with the API's error. */
  onSubmit: (values: GalleryGroupFormValues, cover: ImageChange, base: GalleryGroup | undefined) => Promise<AfterSave>;
  onCancel?: () => void;
  /** Reads the latest saved version after a conflict; null when the group is gone. */
  onReload?: () => Promise<GalleryGroup | null>;
}

/** A gallery group: theme (its name in the menu), description, cover, display order, published. */
export function ParentGalleryForm({ group, submitLabel, onSubmit, onCancel, onReload }: ParentGalleryFormProps) {
  const [cover, setCover] = useState<ImageChange>(KEEP_IMAGE);
  const [base, setBase] = useState<GalleryGroup | undefined>(group);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<GalleryGroupFormValues>({
    resolver: zodResolver(galleryGroupFormSchema),
    defaultValues: base ? galleryGroupFormValues(base) : EMPTY_GALLERY_GROUP,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const guard = useUnsavedChangesGuard(formState.isDirty || cover.kind !== 'keep');
  const save = useServerFormSave<GalleryGroupFormValues>({
    fields: GROUP_FIELDS,
    outsideFields: OUTSIDE_FIELDS,
    setError,
    save: (values) => onSubmit(values, cover, base),
    onSaved: (values) => {
      guard.allowNextNavigation();
      reset(values);
      setCover(KEEP_IMAGE);
    },
  });
  const { reload, reloading } = useReloadLatest({
    load: onReload ?? (async () => null),
    apply: (latest: GalleryGroup) => {
      setBase(latest);
      reset(galleryGroupFormValues(latest));
      setCover(KEEP_IMAGE);
    },
    setProblem: save.setProblem,
    goneMessage: 'This gallery group was deleted in the meantime. Pick another one in the menu.',
  });
  const idPrefix = group ? `gallery-group-${group.id}` : 'new-gallery-group';
  const busy = save.busy;

  return (
    <form className="svc-form" noValidate onSubmit={(event) => void handleSubmit(save.submit)(event)} aria-busy={busy}>
      <FormField id={`${idPrefix}-theme`} label="Theme" error={errors.theme?.message} hint={`${CATALOG_LIMITS.nameMin}–${CATALOG_LIMITS.nameMax} characters, shown in the menu.`}>
        {(a11y) => <InputText {...a11y} {...register('theme')} autoComplete="off" disabled={busy} className="svc-input-full" />}
      </FormField>

      <FormField id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
        {(a11y) => <InputTextarea {...a11y} {...register('description')} rows={3} autoResize disabled={busy} className="svc-input-full" />}
      </FormField>

      <ImagePicker
        id={`${idPrefix}-cover`}
        label="Cover image"
        current={base?.image ?? null}
        value={cover}
        onChange={(change) => {
          save.clearOutsideError('image');
          setCover(change);
        }}
        error={save.outsideErrors.image}
        disabled={busy}
      />

      <div className="svc-form-row">
        <WholeNumberField
          id={`${idPrefix}-order`}
          label="Display order"
          name="displayOrder"
          register={register}
          error={errors.displayOrder?.message}
          hint="Lower numbers come first in the menu."
          disabled={busy}
        />
        <SwitchField id={`${idPrefix}-published`} label="Published" name="published" control={control} onText="Shown on the salon's site" offText="Hidden from the site" disabled={busy} />
      </div>

      <FormProblemMessage problem={save.problem} onReload={onReload ? () => void reload() : undefined} reloading={reloading} />

      <div className="svc-form-actions">
        {onCancel ? <Button type="button" label="Cancel" severity="secondary" text onClick={onCancel} disabled={busy} /> : null}
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} disabled={busy} />
      </div>
      <UnsavedChangesPrompt blocker={guard.blocker} />
    </form>
  );
}
