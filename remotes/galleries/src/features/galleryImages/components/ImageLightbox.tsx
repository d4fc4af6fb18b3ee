import { useEffect } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { GalleryImage } from '@nail-or-never/shared';

export interface ImageLightboxProps {
  images: readonly GalleryImage[];
  /** Index on the page of the picture shown; null when closed. */
  index: number | null;
  /** The place of the page's first image in the whole group (0-based). */
  offset: number;
  total: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-size picture (the only place the display file is loaded), with its caption. Left and
 * right arrow keys or the buttons step through the page; Escape closes and focus returns to the
 * thumbnail that opened it.
 */
export function ImageLightbox({ images, index, offset, total, onIndexChange, onClose }: ImageLightboxProps) {
  const image = index === null ? undefined : images[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < images.length - 1;

  // The next picture is fetched while this one is looked at, so stepping on is instant.
  useEffect(() => {
    const next = index === null ? undefined : images[index + 1];
    if (next) new Image().src = next.image.url;
  }, [images, index]);

  // On the window, in the capture phase, while open: focus may be on any of the dialog's buttons,
  // and PrimeReact's dialog stops some key events before they bubble up.
  useEffect(() => {
    if (index === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' && hasNext) {
        event.preventDefault();
        onIndexChange(index + 1);
      } else if (event.key === 'ArrowLeft' && hasPrevious) {
        event.preventDefault();
        onIndexChange(index - 1);
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [hasNext, hasPrevious, index, onIndexChange]);

  const position = index === null ? 0 : offset + index + 1;
  return (
    <Dialog
      visible={image !== undefined}
      onHide={onClose}
      header={image ? `Image ${position} of ${total}` : ''}
      className="gal-lightbox"
      style={{ width: 'min(96vw, 1100px)' }}
      modal
      dismissableMask
      blockScroll
    >
      {image ? (
        <div className="gal-lightbox-body">
          <figure className="gal-lightbox-figure">
            <img src={image.image.url} alt={image.altText || `Image ${position} of this gallery (no alt text yet)`} width={image.image.width} height={image.image.height} />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
          <div className="gal-lightbox-nav">
            <Button type="button" icon="pi pi-chevron-left" label="Previous" outlined disabled={!hasPrevious} onClick={() => index !== null && onIndexChange(index - 1)} />
            <p className="gal-lightbox-hint">Left and right arrow keys step through this page.</p>
            <Button type="button" icon="pi pi-chevron-right" iconPos="right" label="Next" outlined disabled={!hasNext} onClick={() => index !== null && onIndexChange(index + 1)} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
