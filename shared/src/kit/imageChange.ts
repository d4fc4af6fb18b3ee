import { IMAGE_LIMITS } from '@nail-or-never/shared';

/** What the form will do with the record's picture when saved. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export const KEEP_IMAGE: ImageChange = { kind: 'keep' };

/** The API decodes the bytes and decides; this only saves a pointless upload of the obvious misses. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = IMAGE_LIMITS.acceptedTypes;
const MAX_MEGABYTES = IMAGE_LIMITS.maxBytes / 1024 / 1024;

/** A message when a picked file cannot be a picture the API accepts, else null. */
export function checkImageFile(file: File): string | null {
  if (file.size === 0) return `“${file.name}” is empty. Choose another picture.`;
  if (file.size > IMAGE_LIMITS.maxBytes) return `“${file.name}” is larger than ${MAX_MEGABYTES} MB. Choose a smaller picture.`;
  if (file.type !== '' && !ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    return `“${file.name}” is not a ${IMAGE_LIMITS.description} picture.`;
  }
  return null;
}

/** The `accept` attribute of a file input for the accepted pictures. */
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');
