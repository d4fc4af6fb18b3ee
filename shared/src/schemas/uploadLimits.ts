/** The pictures the API accepts; the client checks the same limits before uploading. */
export const IMAGE_LIMITS = {
  /** 10 MB: a full-quality phone photo fits; anything bigger is refused while it streams in. */
  maxBytes: 10 * 1024 * 1024,
  /** HEIC/HEIF: what iPhones save (the API decodes it with libheif). Some browsers report no type for it. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'],
  description: 'JPEG, PNG, WebP, AVIF or HEIC',
} as const;
