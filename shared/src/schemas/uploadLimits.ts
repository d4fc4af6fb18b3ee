/** The pictures the API accepts; the client checks the same limits before uploading. */
export const IMAGE_LIMITS = {
  /** 10 MB: a full-quality phone photo fits; anything bigger is refused while it streams in. */
  maxBytes: 10 * 1024 * 1024,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  description: 'JPEG, PNG, WebP or AVIF',
} as const;
