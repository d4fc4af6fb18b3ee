import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { GalleryImage } from '@nail-or-never/shared';
import { imageLabel } from './imageLabel';
import { ImageTile } from './ImageTile';

export interface ImageGridProps {
  images: readonly GalleryImage[];
  /** The place of the page's first image in the whole group (0-based). */
  offset: number;
  selectedIds: ReadonlySet<number>;
  onSelectedChange: (id: number, selected: boolean) => void;
  onMove: (image: GalleryImage, fromIndex: number, toIndex: number) => void;
  onOpen: (index: number) => void;
  /** Each action gets the picture and its 1-based place in the group, as people count. */
  onEdit: (image: GalleryImage, position: number) => void;
  /** Starts loading the edit dialog's code before the click. */
  preloadEditor: () => void;
  onSetCover: (image: GalleryImage, position: number) => void;
  onDelete: (image: GalleryImage, position: number) => void;
  disabled: boolean;
}

/** The first row is drawn at once; the rest load as they scroll into view. */
const EAGER_TILES = 4;

/**
 * The page's thumbnails in display order, sortable by drag and drop and by keyboard (focus a
 * handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel), with spoken updates.
 */
export function ImageGrid({ images, offset, selectedIds, onSelectedChange, onMove, onOpen, onEdit, preloadEditor, onSetCover, onDelete, disabled }: ImageGridProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: number | string) => images.findIndex((image) => image.id === id);
  const nameOf = (id: number | string) => {
    const index = indexOf(id);
    const image = images[index];
    return image ? imageLabel(image, offset + index + 1) : 'The image';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${offset + indexOf(over.id) + 1}.` : `${nameOf(active.id)} is no longer over a position.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped at position ${offset + indexOf(over.id) + 1}.` : `${nameOf(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    const image = images[from];
    if (image && to !== -1) onMove(image, from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move a picture, press Space, then the arrow keys, then Space again to drop it. Escape cancels.' },
      }}
    >
      <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
        <ul className="gal-grid" aria-label="Images of this gallery, in display order">
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              image={image}
              position={offset + index + 1}
              selected={selectedIds.has(image.id)}
              onSelectedChange={(selected) => onSelectedChange(image.id, selected)}
              onOpen={() => onOpen(index)}
              onEdit={() => onEdit(image, offset + index + 1)}
              preloadEditor={preloadEditor}
              onSetCover={() => onSetCover(image, offset + index + 1)}
              onDelete={() => onDelete(image, offset + index + 1)}
              lazy={index >= EAGER_TILES}
              disabled={disabled}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
