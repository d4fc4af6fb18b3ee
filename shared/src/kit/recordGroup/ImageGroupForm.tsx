import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ImageRef } from '@nail-or-never/shared';
import { FormField } from '../FormField';
import { FormProblemMessage } from '../FormProblemMessage';
import { ImagePicker } from '../ImagePicker';
import { KEEP_IMAGE, type ImageChange } from '../imageChange';
import { SwitchField } from '../SwitchField';
import { UnsavedChangesPrompt } from '../UnsavedChangesPrompt';
import { useReloadLatest } from '../useReloadLatest';
import { useServerFormSave, type AfterSave } from '../useServerFormSave';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { WholeNumberField } from '../WholeNumberField';

/** The saved record the form edits: its picture and the version the save must name. */
export interface ImageGroupRecord {
  id: number;
  version: number;
  image: ImageRef | null;
}

/** How one section names the group's five fields (a service group's `name`, a gallery's `theme`). */
export interface ImageGroupFieldNames<Values extends FieldValues> {
  name: Path<Values>;
  description: Path<Values>;
  displayOrder: Path<Values>;
  flag: Path<Values>;
}

/** The words of one section's group form. */
export interface ImageGroupFormText {
  nameLabel: string;
  nameHint: string;
  imageLabel: string;
  flagLabel: string;
  flagOnText: string;
  flagOffText: string;
  /** Said when "Reload latest version" finds the record deleted. */
  goneMessage: string;
}

export interface ImageGroupFormProps<Values extends FieldValues, Group extends ImageGroupRecord> {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The section's shared schema, as a react-hook-form resolver (the remote owns the schema library). */
  resolver: Resolver<Values>;
  fields: ImageGroupFieldNames<Values>;
  text: ImageGroupFormText;
  emptyValues: DefaultValues<Values>;
  valuesOf: (group: Group) => DefaultValues<Values>;
  /** The group being edited; absent when adding one. */
  group?: Group | undefined;
  submitLabel: string;
  /** Saves; `base` is the version the form was opened with (or reloaded to). Rejects with the API's error. */
  onSubmit: (values: Values, image: ImageChange, base: Group | undefined) => Promise<AfterSave>;
  onCancel?: (() => void) | undefined;
  /** Reads the latest saved version after a conflict; null when it is gone. */
  onReload?: (() => Promise<Group | null>) | undefined;
}

/**
 * A group with a picture (a service group, a gallery group): name, description, picture, display
 * order and a shown/hidden switch, for adding and for editing in place. The server's field errors
 * land on their fields, a stale version offers the latest, leaving with changes asks first.
 */
export function ImageGroupForm<Values extends FieldValues, Group extends ImageGroupRecord>(props: ImageGroupFormProps<Values, Group>) {
  const { idPrefix, resolver, fields, text, emptyValues, valuesOf, group, submitLabel, onSubmit, onCancel, onReload } = props;
  const [image, setImage] = useState<ImageChange>(KEEP_IMAGE);
  const [base, setBase] = useState<Group | undefined>(group);
  const { control, register, handleSubmit, reset, setError, formState, getFieldState } = useForm<Values>({
    resolver,
    defaultValues: base ? valuesOf(base) : emptyValues,
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(formState.isDirty || image.kind !== 'keep');
  const save = useServerFormSave<Values>({
    fields: [fields.name, fields.description, fields.displayOrder, fields.flag],
    outsideFields: ['image'],
    setError,
    save: (values) => onSubmit(values, image, base),
    onSaved: (values) => {
      guard.allowNextNavigation();
      reset(values);
      setImage(KEEP_IMAGE);
    },
  });
  const { reload, reloading } = useReloadLatest({
    load: onReload ?? (async () => null),
    apply: (latest: Group) => {
      setBase(latest);
      reset(valuesOf(latest));
      setImage(KEEP_IMAGE);
    },
    setProblem: save.setProblem,
    goneMessage: text.goneMessage,
  });
  const busy = save.busy;
  const errorOf = (name: Path<Values>) => getFieldState(name, formState).error?.message;

  return (
    <form className="svc-form" noValidate onSubmit={(event) => void handleSubmit(save.submit)(event)} aria-busy={busy}>
      <FormField id={`${idPrefix}-name`} label={text.nameLabel} error={errorOf(fields.name)} hint={text.nameHint}>
        {(a11y) => <InputText {...a11y} {...register(fields.name)} autoComplete="off" disabled={busy} className="svc-input-full" />}
      </FormField>

      <FormField id={`${idPrefix}-description`} label="Description" error={errorOf(fields.description)}>
        {(a11y) => <InputTextarea {...a11y} {...register(fields.description)} rows={3} autoResize disabled={busy} className="svc-input-full" />}
      </FormField>

      <ImagePicker
        id={`${idPrefix}-image`}
        label={text.imageLabel}
        current={base?.image ?? null}
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
          name={fields.displayOrder}
          register={register}
          error={errorOf(fields.displayOrder)}
          hint="Lower numbers come first in the menu."
          disabled={busy}
        />
        <SwitchField id={`${idPrefix}-flag`} label={text.flagLabel} name={fields.flag} control={control} onText={text.flagOnText} offText={text.flagOffText} disabled={busy} />
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
