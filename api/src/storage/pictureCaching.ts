/**
 * Stored pictures never change under a key (every upload gets a new generated name), so browsers and
 * CDNs may keep them for a year without asking again.
 */
export const PICTURE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${PICTURE_MAX_AGE_SECONDS}, immutable`;

/** Only what the API wrote is served, and only as WebP; these stop a browser from ever treating one as a page or a script. */
export const PICTURE_SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-site',
} as const;
