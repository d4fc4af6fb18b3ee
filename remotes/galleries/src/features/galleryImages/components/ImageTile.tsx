import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useCan, type GalleryImage } from '@nail-or-never/shared';
import { imageLabel } from './imageLabel';

export interface ImageTileProps {
  image: GalleryImage;
  /** 1-based place in the whole group, as people count. */
  position: number;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: () => void;
  onEdit: () => void;
  preloadEditor: () => void;
  onSetCover: () => void;
  onDelete: () => void;
  /** Below the fold: let the browser fetch it when it scrolls near. */
  lazy: boolean;
  disabled: boolean;
}

/**
 * One picture of the grid: a thumbnail (never the full-size file), a handle to drag it (mouse,
 * touch, or Space and the arrow keys), and its actions.
 */
export function ImageTile({ image, position, selected, onSelectedChange, onOpen, onEdit, preloadEditor, onSetCover, onDelete, lazy, disabled }: ImageTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id, disabled });
  const label = imageLabel(image, position);
  const canDelete = useCan('deleteGalleryByParentIdById');
  const checkboxId = `gallery-image-select-${image.id}`;

  return (
    <li
      ref={setNodeRef}
      className={`gal-tile${isDragging ? ' is-dragging' : ''}${selected ? ' is-selected' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="gallery-tile"
      data-image-id={image.id}
    >
      <button type="button" className="gal-thumb" onClick={onOpen} aria-label={`Preview ${label}`}>
        <img
          src={image.image.thumbnailUrl}
          // The grid never asks for the display file: one thumbnail size is stored (480 px on its
          // long side), which covers a cell up to 240 CSS px on a 2× screen.
          srcSet={`${image.image.thumbnailUrl} 480w`}
          sizes="(max-width: 640px) 45vw, 220px"
          alt=""
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          width={image.image.width}
          height={image.image.height}
        />
      </button>
      <div className="gal-tile-bar">
        <Checkbox inputId={checkboxId} checked={selected} onChange={(event) => onSelectedChange(Boolean(event.checked))} disabled={disabled} />
        <label htmlFor={checkboxId} className="gal-tile-label">
          <span className="kit-visually-hidden">Select </span>
          {label}
        </label>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="gal-handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${label} (position ${position})`}
          disabled={disabled}
        >
          <i className="pi pi-arrows-alt" aria-hidden="true" />
        </button>
      </div>
      {image.published && image.tags.length === 0 ? null : (
        <p className="gal-tile-meta">
          {image.published ? null : <span className="gal-chip gal-chip-hidden">Hidden</span>}
          {image.tags.map((tag) => (
            <span key={tag} className="gal-chip">
              {tag}
            </span>
          ))}
        </p>
      )}
      <div className="gal-tile-actions">
        <Button type="button" icon="pi pi-pencil" text size="small" aria-label={`Edit ${label}`} onClick={onEdit} onMouseEnter={preloadEditor} onFocus={preloadEditor} disabled={disabled} />
        <Button type="button" icon="pi pi-star" text size="small" aria-label={`Use ${label} as the cover`} onClick={onSetCover} disabled={disabled} />
        {canDelete ? <Button type="button" icon="pi pi-trash" text severity="danger" size="small" aria-label={`Delete ${label}`} onClick={onDelete} disabled={disabled} /> : null}
      </div>
    </li>
  );
}
