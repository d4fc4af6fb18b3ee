import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMutation } from '@tanstack/react-query';
import { galleryImageMutations, type GalleryImage, type GalleryImageEditFormInput, type GalleryImageEditFormValues } from '@nail-or-never/shared';
import { CATALOG_LIMITS, GALLERY_TAG_LIMITS, galleryImageEditFormSchema } from '@nail-or-never/shared/schemas';
import {
  FormField,
  FormProblemMessage,
  ImagePicker,
  KEEP_IMAGE,
  SwitchField,
  useReloadLatest,
  useServerFormSave,
  useSectionToast,
  type ImageChange,
} from '@nail-or-never/shared/kit';

const FIELDS = ['altText', 'caption', 'published', 'tags'] as const;
const OUTSIDE_FIELDS = ['image'] as const;

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
 * Closing with unsaved changes asks first; a 409 offers the latest version.
 */
export function EditImageDialog({ image, position, onReload, onClose }: EditImageDialogProps) {
  const toast = useSectionToast();
  const update = useMutation(galleryImageMutations.update());
  const [base, setBase] = useState(image);
  const [picture, setPicture] = useState<ImageChange>(KEEP_IMAGE);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<GalleryImageEditFormInput, unknown, GalleryImageEditFormValues>({
    resolver: zodResolver(galleryImageEditFormSchema),
    defaultValues: formInputOf(image),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const dirty = formState.isDirty || picture.kind !== 'keep';
  const save = useServerFormSave<GalleryImageEditFormInput, GalleryImageEditFormValues>({
    fields: FIELDS,
    outsideFields: OUTSIDE_FIELDS,
    setError,
    // The resolver has already turned the tags' text into the list the API stores.
    save: async (values) => {
      await update.mutateAsync({
        id: base.id,
        version: base.version,
        ...values,
        ...(picture.kind === 'replace' ? { image: picture.file } : {}),
      });
      toast.show('success', 'Image saved', picture.kind === 'replace' ? 'The new picture replaces the old one.' : undefined);
      return onClose;
    },
    onSaved: () => setPicture(KEEP_IMAGE),
  });
  const { reload, reloading } = useReloadLatest({
    load: onReload,
    apply: (latest: GalleryImage) => {
      setBase(latest);
      reset(formInputOf(latest));
      setPicture(KEEP_IMAGE);
    },
    setProblem: save.setProblem,
    goneMessage: 'This image was deleted in the meantime.',
  });
  const busy = save.busy;
  const idPrefix = `gallery-image-${image.id}`;
  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  };

  return (
    <Dialog visible onHide={requestClose} header={`Edit image ${position}`} style={{ width: 'min(96vw, 640px)' }} modal>
      <form className="svc-form" noValidate onSubmit={(event) => void handleSubmit(save.submit)(event)} aria-busy={busy}>
        <ImagePicker
          id={`${idPrefix}-picture`}
          label="Picture"
          current={base.image}
          value={picture}
          removable={false}
          onChange={(change) => {
            save.clearOutsideError('image');
            setPicture(change);
          }}
          error={save.outsideErrors.image}
          disabled={busy}
        />
        <FormField id={`${idPrefix}-alt`} label="Alt text" error={errors.altText?.message} hint={`What the picture shows, for people who cannot see it. Up to ${CATALOG_LIMITS.altTextMax} characters.`}>
          {(a11y) => <InputText {...a11y} {...register('altText')} autoComplete="off" disabled={busy} className="svc-input-full" />}
        </FormField>
        <FormField id={`${idPrefix}-caption`} label="Caption" error={errors.caption?.message}>
          {(a11y) => <InputTextarea {...a11y} {...register('caption')} rows={2} autoResize disabled={busy} className="svc-input-full" />}
        </FormField>
        <FormField
          id={`${idPrefix}-tags`}
          label="Tags"
          error={errors.tags?.message}
          hint={`Separated by commas, e.g. “french, summer”. Up to ${GALLERY_TAG_LIMITS.maxTags} tags.`}
        >
          {(a11y) => <InputText {...a11y} {...register('tags')} autoComplete="off" disabled={busy} className="svc-input-full" />}
        </FormField>
        <SwitchField id={`${idPrefix}-published`} label="Published" name="published" control={control} onText="Shown on the salon's site" offText="Hidden from the site" disabled={busy} />
        <FormProblemMessage problem={save.problem} onReload={() => void reload()} reloading={reloading} />
        {confirmingClose ? (
          <div className="svc-problem" role="alert">
            <p>Close without saving? Your changes to this image will be lost.</p>
            <div className="svc-form-actions">
              <Button type="button" label="Keep editing" autoFocus onClick={() => setConfirmingClose(false)} />
              <Button type="button" label="Discard changes" severity="danger" outlined onClick={onClose} />
            </div>
          </div>
        ) : null}
        <div className="svc-form-actions">
          <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} disabled={busy} />
          <Button type="submit" label="Save image" icon="pi pi-check" loading={busy} disabled={busy} />
        </div>
      </form>
    </Dialog>
  );
}
