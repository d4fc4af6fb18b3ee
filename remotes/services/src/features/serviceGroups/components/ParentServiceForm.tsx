import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ServiceGroup, ServiceGroupFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS, serviceGroupFormSchema } from '@nail-or-never/shared/schemas';
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

const GROUP_FIELDS = ['name', 'description', 'displayOrder', 'active'] as const;
const OUTSIDE_FIELDS = ['image'] as const;

export const EMPTY_GROUP_VALUES: ServiceGroupFormValues = { name: '', description: '', displayOrder: 0, active: true };

export function groupFormValues(group: ServiceGroup): ServiceGroupFormValues {
  return { name: group.name, description: group.description, displayOrder: group.displayOrder, active: group.active };
}

export interface ParentServiceFormProps {
  /** The group being edited; absent when adding one. */
  group?: ServiceGroup;
  submitLabel: string;
  /** Saves; `base` is the version the form was opened with (or reloaded to). Rejects with the API's error. */
  onSubmit: (values: ServiceGroupFormValues, image: ImageChange, base: ServiceGroup | undefined) => Promise<AfterSave>;
  onCancel?: () => void;
  /** Fetches the latest version after a conflict; the form then shows it. */
  onReload?: () => Promise<ServiceGroup | null>;
}

/** The service group form, for adding and for editing in place (spec: name, description, picture, order, active). */
export function ParentServiceForm({ group, submitLabel, onSubmit, onCancel, onReload }: ParentServiceFormProps) {
  const [image, setImage] = useState<ImageChange>(KEEP_IMAGE);
  const [current, setCurrent] = useState<ServiceGroup | undefined>(group);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<ServiceGroupFormValues>({
    resolver: zodResolver(serviceGroupFormSchema),
    defaultValues: current ? groupFormValues(current) : EMPTY_GROUP_VALUES,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const guard = useUnsavedChangesGuard(formState.isDirty || image.kind !== 'keep');
  const save = useServerFormSave<ServiceGroupFormValues>({
    fields: GROUP_FIELDS,
    outsideFields: OUTSIDE_FIELDS,
    setError,
    save: (values) => onSubmit(values, image, current),
    onSaved: (values) => {
      guard.allowNextNavigation();
      reset(values);
      setImage(KEEP_IMAGE);
    },
  });
  const { reload, reloading } = useReloadLatest({
    load: onReload ?? (async () => null),
    apply: (latest: ServiceGroup) => {
      setCurrent(latest);
      reset(groupFormValues(latest));
      setImage(KEEP_IMAGE);
    },
    setProblem: save.setProblem,
    goneMessage: 'This service group was deleted in the meantime. Pick another one in the menu.',
  });
  const busy = save.busy;
  const idPrefix = group ? `group-${group.id}` : 'new-group';

  return (
    <form className="svc-form" noValidate onSubmit={(event) => void handleSubmit(save.submit)(event)} aria-busy={busy}>
      <FormField id={`${idPrefix}-name`} label="Name" error={errors.name?.message} hint={`${CATALOG_LIMITS.nameMin}–${CATALOG_LIMITS.nameMax} characters, shown in the menu.`}>
        {(a11y) => <InputText {...a11y} {...register('name')} autoComplete="off" disabled={busy} className="svc-input-full" />}
      </FormField>

      <FormField id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
        {(a11y) => <InputTextarea {...a11y} {...register('description')} rows={3} autoResize disabled={busy} className="svc-input-full" />}
      </FormField>

      <ImagePicker
        id={`${idPrefix}-image`}
        label="Picture"
        current={current?.image ?? null}
        value={image}
        onChange={(change) => {
          save.clearOutsideError('image');
          setImage(change);
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

        <SwitchField id={`${idPrefix}-active`} label="Active" name="active" control={control} onText="Shown to clients" offText="Hidden from clients" disabled={busy} />
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
