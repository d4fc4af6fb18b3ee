import type { ImageChange } from '../imageChange';

/** The picture part of a create or update: a new file, "remove it", or nothing (kept). */
export function imageChangeFields(image: ImageChange): { image?: File; removeImage?: true } {
  if (image.kind === 'replace') return { image: image.file };
  if (image.kind === 'remove') return { removeImage: true };
  return {};
}
