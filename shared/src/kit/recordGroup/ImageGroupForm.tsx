import { useState } from 'react';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ImageRef } from '@nail-or-never/shared';
import { FormField } from '../FormField';
import { FormProblemMessage } from '../FormProblemMessage';
import { ImagePicker } from '../ImagePicker';
import { KEEP_IMAGE, type ImageChange } from '../imageChange';
import { SwitchField } from '../SwitchField';
import type { AfterSave } from '../recordForm/saveMutation';
import { preloadResolver } from '../recordForm/lazyResolver';
import { useRecordForm } from '../recordForm/useRecordForm';
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
  /**
   * The section's shared schema, as a react-hook-form resolver (the remote owns the schema library).
   * A `lazyResolver` is fetched on the form's first focus, so the form paints without the schemas.
   */
  resolver: Resolver<Values>;
  fields: ImageGroupFieldNames<Values>;
  text: ImageGroupFormText;
  emptyValues: Values;
  valuesOf: (group: Group) => Values;
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
 * land on their fields, a stale version offers the latest, leaving or cancelling with changes asks
 * first. A picture the server refuses is put back as it was, with the server's reason beside it.
 */
export function ImageGroupForm<Values extends FieldValues, Group extends ImageGroupRecord>(props: ImageGroupFormProps<Values, Group>) {
  const { idPrefix, resolver, fields, text, emptyValues, valuesOf, group, submitLabel, onSubmit, onCancel, onReload } = props;
  const [image, setImage] = useState<ImageChange>(KEEP_IMAGE);
  const [base, setBase] = useState<Group | undefined>(group);
  // The section hands a save function, not a mutation: its page decides what happens after it.
  const save = { mutateAsync: (values: Values) => onSubmit(values, image, base), isPending: false };
  const record = useRecordForm<Values, Values, Values, AfterSave, Group>({
    resolver,
    values: base ? valuesOf(base) : emptyValues,
    mutation: save,
    toVariables: (values) => values,
    kind: 'page',
    onClose: onCancel,
    outsideFields: ['image'],
    outsideDirty: image.kind !== 'keep',
    // A refused file must not stay as "saved with the form" beside a preview the server could not read.
    onOutsideErrors: (errors) => {
      if (errors.image !== undefined) setImage(KEEP_IMAGE);
    },
    onSaved: (after) => {
      setImage(KEEP_IMAGE);
      return after;
    },
    reload: onReload
      ? {
          load: onReload,
          valuesOf,
          onLoaded: (latest) => {
            setBase(latest);
            setImage(KEEP_IMAGE);
          },
          goneMessage: text.goneMessage,
        }
      : undefined,
  });
  const { control, register } = record.form;
  const { busy, errorOf } = record;

  return (
    <form className="kit-form" noValidate onSubmit={record.onSubmit} onFocus={() => preloadResolver(resolver)} aria-busy={busy}>
      <FormField id={`${idPrefix}-name`} label={text.nameLabel} error={errorOf(fields.name)} hint={text.nameHint}>
        {(a11y) => <InputText {...a11y} {...register(fields.name)} autoComplete="off" disabled={busy} className="kit-input-full" />}
      </FormField>

      <FormField id={`${idPrefix}-description`} label="Description" error={errorOf(fields.description)}>
        {(a11y) => <InputTextarea {...a11y} {...register(fields.description)} rows={3} autoResize disabled={busy} className="kit-input-full" />}
      </FormField>

      <ImagePicker
        id={`${idPrefix}-image`}
        label={text.imageLabel}
        current={base?.image ?? null}
        value={image}
        onChange={(change) => {
          record.clearOutsideError('image');
          setImage(change);
        }}
        error={record.outsideErrors.image}
        disabled={busy}
      />

      <div className="kit-form-row">
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

      <FormProblemMessage {...record.problemProps} />

      <div className="kit-form-actions">
        {onCancel ? <Button type="button" label="Cancel" severity="secondary" text onClick={record.requestClose} disabled={busy} /> : null}
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} disabled={busy} />
      </div>
      {record.guard}
    </form>
  );
}
