import { useRef } from 'react';
import { Button } from 'primereact/button';
import { IMAGE_LIMITS } from '@nail-or-never/shared';
import { IMAGE_ACCEPT_ATTRIBUTE, useFileDrop } from '@nail-or-never/shared/kit';

export interface ImageDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Many pictures at once: dropped on the zone or picked with the button (the keyboard's way in). */
export function ImageDropZone({ onFiles, disabled = false }: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { dragging, dropHandlers } = useFileDrop(onFiles, disabled);

  return (
    <div
      className={`kit-dropzone gal-dropzone${dragging ? ' is-dragging' : ''}`}
      {...dropHandlers}
      data-testid="gallery-dropzone"
    >
      <i className="pi pi-cloud-upload gal-dropzone-icon" aria-hidden="true" />
      <div className="kit-dropzone-body">
        <p className="kit-dropzone-status">Drop pictures here to add them to this gallery</p>
        <p className="kit-field-hint" id="gallery-upload-hint">
          {IMAGE_LIMITS.description}, up to {IMAGE_LIMITS.maxBytes / 1024 / 1024} MB each. iPhone photos (HEIC) are converted; location data is removed.
        </p>
        <Button type="button" label="Choose pictures" icon="pi pi-upload" size="small" disabled={disabled} aria-describedby="gallery-upload-hint" onClick={() => inputRef.current?.click()} />
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        className="kit-visually-hidden"
        tabIndex={-1}
        aria-label="Pictures to add"
        data-testid="gallery-file-input"
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same files may be picked again after a failure: the next change must still fire.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
