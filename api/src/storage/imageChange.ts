import type { StoredImage } from './imageStore';

/** What an update does to a record's picture: a new one, none any more, or leave it as it is. */
export type ImageChange = { kind: 'replace'; image: StoredImage } | { kind: 'remove' } | { kind: 'keep' };
