/** What the form will do with the group's picture when saved. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export const KEEP_IMAGE: ImageChange = { kind: 'keep' };

/** The API decodes the bytes and decides; this only saves a pointless upload of the obvious misses. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A message when a picked file cannot be a picture the API accepts, else null. */
export function checkImageFile(file: File): string | null {
  if (file.size === 0) return `“${file.name}” is empty. Choose another picture.`;
  if (file.size > MAX_IMAGE_BYTES) return `“${file.name}” is larger than 10 MB. Choose a smaller picture.`;
  if (file.type !== '' && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a JPEG, PNG, WebP or AVIF picture.`;
  }
  return null;
}
