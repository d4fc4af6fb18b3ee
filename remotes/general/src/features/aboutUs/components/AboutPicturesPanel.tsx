import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { toApiError, useSingleFlight } from '@nail-or-never/shared';
import { aboutMutations } from '@nail-or-never/shared/general';
import { FormField, ImagePicker, KEEP_IMAGE, useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { ABOUT_LIMITS, type AboutImage } from '@nail-or-never/shared/schemas';

export interface AboutPicturesPanelProps {
  images: readonly AboutImage[];
  /** A picture was added, changed or removed: the page is read again. */
}

/** The page's pictures: add one with its description, change a description, remove one. */
export function AboutPicturesPanel({ images }: AboutPicturesPanelProps) {
  const addImage = useMutation(aboutMutations.addImage());
  const removeImage = useMutation(aboutMutations.removeImage());
  const toast = useSectionToast();
  const [picture, setPicture] = useState<ImageChange>(KEEP_IMAGE);
  const [altText, setAltText] = useState('');
  const [addError, setAddError] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<AboutImage | null>(null);
  const full = images.length >= ABOUT_LIMITS.imagesMax;

  const add = useSingleFlight(async () => {
    setAddError(undefined);
    if (picture.kind !== 'replace') {
      setAddError('Choose a picture first.');
      return;
    }
    if (altText.trim() === '') {
      setAddError('Describe the picture for people who cannot see it.');
      return;
    }
    try {
      await addImage.mutateAsync({ altText: altText.trim(), image: picture.file });
      setPicture(KEEP_IMAGE);
      setAltText('');
      toast.show('success', 'Picture added', altText.trim());
    } catch (error) {
      setAddError(toApiError(error).message);
    }
  });

  const remove = async (image: AboutImage) => {
    setRemoving(null);
    try {
      await removeImage.mutateAsync(image.id);
      toast.show('success', 'Picture removed', image.altText);
    } catch (error) {
      toast.show('error', 'Not removed', toApiError(error).message);
    }
  };

  return (
    <section className="kit-card gen-form-section" aria-labelledby="about-pictures-heading">
      <h2 id="about-pictures-heading">
        Pictures <span className="kit-count">({images.length} of {ABOUT_LIMITS.imagesMax})</span>
      </h2>
      {images.length === 0 ? <p className="gen-empty-line">No pictures yet.</p> : null}
      <ul className="gen-picture-list">
        {images.map((image) => (
          <PictureRow key={image.id} image={image} onRemove={() => setRemoving(image)} />
        ))}
      </ul>
      {full ? (
        <p className="gen-empty-line">The page has the most pictures it can hold. Remove one to add another.</p>
      ) : (
        <div className="gen-picture-add">
          <h3>Add a picture</h3>
          <div className="kit-form-row">
            <ImagePicker id="about-new-picture" label="New picture" current={null} value={picture} onChange={setPicture} disabled={add.busy} />
            <FormField id="about-new-alt" label="Description of the new picture" error={addError} hint="What the picture shows, read aloud to people who cannot see it.">
              {(a11y) => <InputText {...a11y} value={altText} maxLength={ABOUT_LIMITS.altTextMax} onChange={(event) => setAltText(event.target.value)} disabled={add.busy} className="kit-input-full" />}
            </FormField>
          </div>
          <Button type="button" label="Add picture" icon="pi pi-upload" loading={add.busy} onClick={() => void add.run()} />
        </div>
      )}
      <ConfirmDialog
        visible={removing !== null}
        onHide={() => setRemoving(null)}
        header="Remove this picture?"
        message={removing ? `“${removing.altText}” is removed from the page. If it is the hero picture, the page has none until you choose another.` : ''}
        icon="pi pi-exclamation-triangle"
        acceptLabel="Remove picture"
        rejectLabel="Keep it"
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => removing && void remove(removing)}
        reject={() => setRemoving(null)}
      />
    </section>
  );
}

function PictureRow({ image, onRemove }: { image: AboutImage; onRemove: () => void }) {
  const updateImage = useMutation(aboutMutations.updateImage());
  const toast = useSectionToast();
  const [altText, setAltText] = useState(image.altText);
  const [error, setError] = useState<string | undefined>(undefined);
  const save = useSingleFlight(async () => {
    setError(undefined);
    try {
      await updateImage.mutateAsync({ id: image.id, version: image.version, altText: altText.trim() });
      toast.show('success', 'Description saved', altText.trim());
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  });
  const inputId = `about-picture-${image.id}-alt`;
  return (
    <li className="gen-picture">
      <img src={image.image.thumbnailUrl} alt="" width={96} height={72} loading="lazy" />
      <FormField id={inputId} label="Description" error={error}>
        {(a11y) => <InputText {...a11y} value={altText} maxLength={ABOUT_LIMITS.altTextMax} onChange={(event) => setAltText(event.target.value)} disabled={save.busy} className="kit-input-full" />}
      </FormField>
      <span className="gen-picture-actions">
        <Button type="button" label="Save description" size="small" outlined disabled={altText.trim() === image.altText} loading={save.busy} onClick={() => void save.run()} />
        <Button type="button" icon="pi pi-trash" size="small" text severity="danger" aria-label={`Remove picture “${image.altText}”`} onClick={onRemove} />
      </span>
    </li>
  );
}
