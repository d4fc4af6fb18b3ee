import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import type { ImageRef } from '@nail-or-never/shared';
import { IMAGE_LIMITS } from '@nail-or-never/shared';
import { checkImageFile, IMAGE_ACCEPT_ATTRIBUTE, type ImageChange } from './imageChange';
import { useFileDrop } from './useFileDrop';
import { useObjectUrl } from './useObjectUrl';

export interface ImagePickerProps {
  id: string;
  label: string;
  /** The picture the record has now (null when none or when creating). */
  current: ImageRef | null;
  value: ImageChange;
  onChange: (change: ImageChange) => void;
  /** A message from the server about the picture. */
  error?: string | undefined;
  disabled?: boolean;
  /** False where a picture is required (a gallery image): it can be replaced, never removed. */
  removable?: boolean;
}

/**
 * Pick or drop a picture, see it before saving, replace or remove it. Keyboard users use the
 * buttons; the drop zone is an extra for the mouse.
 */
export function ImagePicker({ id, label, current, value, onChange, error, disabled = false, removable = true }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const pickedFile = value.kind === 'replace' ? value.file : null;
  const pickedUrl = useObjectUrl(pickedFile);

  const shownUrl = value.kind === 'replace' ? pickedUrl : value.kind === 'keep' ? (current?.thumbnailUrl ?? null) : null;
  const hasPicture = value.kind === 'replace' || (value.kind === 'keep' && current !== null);
  const message = localError ?? error;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    setLocalError(problem);
    if (!problem) onChange({ kind: 'replace', file });
  };

  const { dragging, dropHandlers } = useFileDrop((files) => take(files[0]), disabled);

  const status =
    value.kind === 'replace'
      ? `New picture: ${value.file.name} (saved with the form).`
      : value.kind === 'remove'
        ? 'The picture will be removed when you save.'
        : current
          ? 'Current picture.'
          : 'No picture yet.';

  return (
    <fieldset className="kit-field kit-image-picker" aria-describedby={message ? `${statusId} ${errorId}` : statusId}>
      <legend className="kit-field-label">{label}</legend>
      <div
        className={`kit-dropzone${dragging ? ' is-dragging' : ''}${message ? ' is-invalid' : ''}`}
        {...dropHandlers}
        data-testid="image-dropzone"
      >
        {shownUrl ? (
          <img className="kit-image-preview" src={shownUrl} alt={`Preview of the ${label.toLowerCase()}`} />
        ) : (
          <div className="kit-image-placeholder" aria-hidden="true">
            <i className="pi pi-image" />
          </div>
        )}
        <div className="kit-dropzone-body">
          <p id={statusId} className="kit-dropzone-status" aria-live="polite">
            {status}
          </p>
          <p className="kit-field-hint">
            Drop a {IMAGE_LIMITS.description} picture here (up to {IMAGE_LIMITS.maxBytes / 1024 / 1024} MB), or:
          </p>
          <div className="kit-dropzone-actions">
            <Button
              type="button"
              label={hasPicture ? 'Replace picture' : 'Choose picture'}
              icon="pi pi-upload"
              outlined
              size="small"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            />
            {hasPicture && (removable || value.kind === 'replace') ? (
              <Button
                type="button"
                label={removable ? 'Remove picture' : 'Undo replace'}
                icon="pi pi-trash"
                severity="secondary"
                text
                size="small"
                disabled={disabled}
                onClick={() => {
                  setLocalError(null);
                  onChange(current && removable ? { kind: 'remove' } : { kind: 'keep' });
                }}
              />
            ) : null}
            {value.kind === 'remove' ? (
              <Button type="button" label="Keep current picture" icon="pi pi-undo" text size="small" disabled={disabled} onClick={() => onChange({ kind: 'keep' })} />
            ) : null}
          </div>
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          className="kit-visually-hidden"
          tabIndex={-1}
          aria-label={`${label} file`}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // Picking the same file again after removing it must fire a change again.
            event.target.value = '';
          }}
        />
      </div>
      {message ? (
        <small id={errorId} className="p-error kit-field-error">
          {message}
        </small>
      ) : null}
    </fieldset>
  );
}
