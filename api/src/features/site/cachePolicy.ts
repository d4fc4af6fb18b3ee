import path from 'node:path';

/**
 * Cache-Control for a built file. Files named by content hash never change, so browsers and CDNs keep
 * them for a year; anything else (entries, manifests, index.html) must be revalidated every time, or an
 * operator's new build or rollback would not reach browsers.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Stable names the federation runtime looks up; never cached even if one ever looked hashed. */
const ENTRY_NAMES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** `name.0123abcdef.js`: a hex segment of 8+ characters with a digit, between the name and the extension. */
function hasContentHash(fileName: string): boolean {
  const segments = fileName.split('.').slice(0, -1);
  return segments.some((segment, index) => (index > 0 || segments.length === 1) && /^[0-9a-f]{8,}$/i.test(segment) && /\d/.test(segment));
}

export function cacheControlFor(filePath: string): string {
  const fileName = path.basename(filePath);
  if (ENTRY_NAMES.has(fileName)) return REVALIDATE;
  return hasContentHash(fileName) ? IMMUTABLE : REVALIDATE;
}
