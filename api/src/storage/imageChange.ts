import type { StoredImage } from './imageStore';

/** What an update does to a record's picture: a new one, none any more, or leave it as it is. */
export type ImageChange = { kind: 'replace'; image: StoredImage } | { kind: 'remove' } | { kind: 'keep' };

/** The picture columns of a record that holds at most one picture (`null`: none). */
export const imageColumns = (image: StoredImage | null) => ({
  imageKey: image?.key ?? null,
  imageWidth: image?.width ?? null,
  imageHeight: image?.height ?? null,
});

/** The columns an update sets for its picture change (none for "keep"). */
export const imageChangeColumns = (change: ImageChange) =>
  change.kind === 'replace' ? imageColumns(change.image) : change.kind === 'remove' ? imageColumns(null) : {};
