import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useSingleFlight, type ServiceGroup, type ServiceGroupFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS, serviceGroupFormSchema } from '@nail-or-never/shared/schemas';
import {
  FormField,
  FormProblemMessage,
  ImagePicker,
  KEEP_IMAGE,
  readServerFailure,
  SwitchField,
  UnsavedChangesPrompt,
  useUnsavedChangesGuard,
  WholeNumberField,
  type FormProblem,
  type ImageChange,
} from '@nail-or-never/shared/kit';

const GROUP_FIELDS = ['name', 'description', 'displayOrder', 'active'] as const;
type GroupField = (typeof GROUP_FIELDS)[number];
const isGroupField = (field: string): field is GroupField => (GROUP_FIELDS as readonly string[]).includes(field);

export const EMPTY_GROUP_VALUES: ServiceGroupFormValues = { name: '', description: '', displayOrder: 0, active: true };

export function groupFormValues(group: ServiceGroup): ServiceGroupFormValues {
  return { name: group.name, description: group.description, displayOrder: group.displayOrder, active: group.active };
}

/** What a successful save asks the form to do once it has stood its unsaved-changes guard down. */
export type AfterSave = (() => void) | void;

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
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const [current, setCurrent] = useState<ServiceGroup | undefined>(group);
  const [reloading, setReloading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ServiceGroupFormValues>({
    resolver: zodResolver(serviceGroupFormSchema),
    defaultValues: current ? groupFormValues(current) : EMPTY_GROUP_VALUES,
    mode: 'onTouched',
  });
  const dirty = isDirty || image.kind !== 'keep';
  const guard = useUnsavedChangesGuard(dirty);
  const idPrefix = group ? `group-${group.id}` : 'new-group';

  const save = useCallback(
    async (values: ServiceGroupFormValues) => {
      setProblem(null);
      setImageError(undefined);
      try {
        const after = await onSubmit(values, image, current);
        guard.allowNextNavigation();
        reset(values);
        setImage(KEEP_IMAGE);
        if (after) after();
      } catch (error) {
        const failure = readServerFailure(error, [...GROUP_FIELDS, 'image']);
        for (const [field, message] of failure.fieldErrors) {
          if (isGroupField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
          else setImageError(message);
        }
        if (failure.problem) setProblem(failure.problem);
      }
    },
    [current, guard, image, onSubmit, reset, setError],
  );
  const { run, busy } = useSingleFlight(save);

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) {
        setCurrent(latest);
        reset(groupFormValues(latest));
        setImage(KEEP_IMAGE);
        setProblem(null);
      }
    } finally {
      setReloading(false);
    }
  };

  return (
    <form className="svc-form" noValidate onSubmit={(event) => void handleSubmit(run)(event)} aria-busy={busy}>
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
          setImageError(undefined);
          setImage(change);
        }}
        error={imageError}
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

      <FormProblemMessage problem={problem} onReload={onReload ? () => void reload() : undefined} reloading={reloading} />

      <div className="svc-form-actions">
        {onCancel ? <Button type="button" label="Cancel" severity="secondary" text onClick={onCancel} disabled={busy} /> : null}
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} disabled={busy} />
      </div>
      <UnsavedChangesPrompt blocker={guard.blocker} />
    </form>
  );
}
