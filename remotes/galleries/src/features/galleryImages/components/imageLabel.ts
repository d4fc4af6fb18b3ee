import type { GalleryImage } from '@nail-or-never/shared';

/** How a picture is named to people and screen readers: its alt text, else its caption, else its place. */
export function imageLabel(image: GalleryImage, position: number): string {
  return image.altText || image.caption || `Image ${position}`;
}
