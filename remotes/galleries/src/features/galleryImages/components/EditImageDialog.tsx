import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMutation } from '@tanstack/react-query';
import { galleryImageMutations, type GalleryImage, type GalleryImageChanges, type GalleryImageEditFormInput, type GalleryImageEditFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS, GALLERY_TAG_LIMITS, galleryImageEditFormSchema } from '@nail-or-never/shared/schemas';
import {
  FormField,
  FormProblemMessage,
  HistoryPanel,
  ImagePicker,
  KEEP_IMAGE,
  SwitchField,
  useRecordForm,
  type ImageChange,
} from '@nail-or-never/shared/kit';

const OUTSIDE_FIELDS = ['image'] as const;
const resolver = zodResolver(galleryImageEditFormSchema);

const formInputOf = (image: GalleryImage): GalleryImageEditFormInput => ({
  altText: image.altText,
  caption: image.caption,
  published: image.published,
  tags: image.tags.join(', '),
});

export interface EditImageDialogProps {
  image: GalleryImage;
  /** 1-based place in the group, to name a picture without alt text. */
  position: number;
  /** Reads the picture again after a conflict (the page it is on); null when it is gone. */
  onReload: () => Promise<GalleryImage | null>;
  onClose: () => void;
}

/**
 * Alt text, caption, tags and published for one picture, and "Replace picture" (`PUT /gallery`).
 * Closing with unsaved changes asks first; a 409 offers the latest version; a picture the server
 * refuses is taken back out, with the server's reason beside it.
 */
export function EditImageDialog({ image, position, onReload, onClose }: EditImageDialogProps) {
  const update = useMutation(galleryImageMutations.update());
  const [base, setBase] = useState(image);
  const [picture, setPicture] = useState<ImageChange>(KEEP_IMAGE);
  const record = useRecordForm<GalleryImageEditFormInput, GalleryImageEditFormValues, GalleryImageChanges, GalleryImage, GalleryImage>({
    resolver,
    values: formInputOf(image),
    mutation: update,
    // The resolver has already turned the tags' text into the list the API stores.
    toVariables: (values) => ({ id: base.id, version: base.version, ...values, ...(picture.kind === 'replace' ? { image: picture.file } : {}) }),
    kind: 'dialog',
    onClose,
    outsideFields: OUTSIDE_FIELDS,
    outsideDirty: picture.kind !== 'keep',
    onOutsideErrors: (errors) => {
      if (errors.image !== undefined) setPicture(KEEP_IMAGE);
    },
    savedToast: () => ({ summary: 'Image saved', ...(picture.kind === 'replace' ? { detail: 'The new picture replaces the old one.' } : {}) }),
    onSaved: () => {
      setPicture(KEEP_IMAGE);
      return onClose;
    },
    reload: {
      load: onReload,
      valuesOf: formInputOf,
      onLoaded: (latest) => {
        setBase(latest);
        setPicture(KEEP_IMAGE);
      },
      goneMessage: 'This image was deleted in the meantime.',
    },
  });
  const { control, register } = record.form;
  const { busy, errorOf } = record;
  const idPrefix = `gallery-image-${image.id}`;

  return (
    <Dialog {...record.dialogProps} header={`Edit image ${position}`} style={{ width: 'min(96vw, 640px)' }} modal>
      <form className="kit-form" noValidate onSubmit={record.onSubmit} aria-busy={busy}>
        <ImagePicker
          id={`${idPrefix}-picture`}
          label="Picture"
          current={base.image}
          value={picture}
          removable={false}
          onChange={(change) => {
            record.clearOutsideError('image');
            setPicture(change);
          }}
          error={record.outsideErrors.image}
          disabled={busy}
        />
        <FormField id={`${idPrefix}-alt`} label="Alt text" error={errorOf('altText')} hint={`What the picture shows, for people who cannot see it. Up to ${CATALOG_LIMITS.altTextMax} characters.`}>
          {(a11y) => <InputText {...a11y} {...register('altText')} autoComplete="off" disabled={busy} className="kit-input-full" />}
        </FormField>
        <FormField id={`${idPrefix}-caption`} label="Caption" error={errorOf('caption')}>
          {(a11y) => <InputTextarea {...a11y} {...register('caption')} rows={2} autoResize disabled={busy} className="kit-input-full" />}
        </FormField>
        <FormField
          id={`${idPrefix}-tags`}
          label="Tags"
          error={errorOf('tags')}
          hint={`Separated by commas, e.g. “french, summer”. Up to ${GALLERY_TAG_LIMITS.maxTags} tags.`}
        >
          {(a11y) => <InputText {...a11y} {...register('tags')} autoComplete="off" disabled={busy} className="kit-input-full" />}
        </FormField>
        <SwitchField id={`${idPrefix}-published`} label="Published" name="published" control={control} onText="Shown on the salon's site" offText="Hidden from the site" disabled={busy} />
        <FormProblemMessage {...record.problemProps} />
        <div className="kit-form-actions">
          <Button type="button" label="Cancel" severity="secondary" text onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label="Save image" icon="pi pi-check" loading={busy} disabled={busy} />
        </div>
      </form>
      <HistoryPanel resource="galleryImage" id={base.id} />
      {record.guard}
    </Dialog>
  );
}
