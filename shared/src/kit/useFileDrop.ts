import { useState, type DragEvent } from 'react';

/**
 * A drop zone for files: `dragging` while files hover it (to highlight it), and the handlers to
 * spread on it. Dropping is the mouse's extra; every drop zone also has a button for the keyboard.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { dragging, dropHandlers };
}
