import type { GalleryGroupFormValues } from '../schemas/galleryGroupSchemas';
import type { GalleryImageFormValues } from '../schemas/galleryImageSchemas';
import type { ServiceGroupFormValues } from '../schemas/serviceGroupSchemas';
import type { ServiceFormValues } from '../schemas/serviceSchemas';

/**
 * What the catalogue calls send. A "draft" creates a record (the API fills in what is left out);
 * "changes" update one: `id` and the `version` last read are required, every other field left out
 * stays as it is on the server.
 */
interface RecordVersion {
  id: number;
  version: number;
}

/** A picture picked in the browser (a `File` is a `Blob`). */
export type ImageUpload = Blob;

export type ServiceGroupDraft = Pick<ServiceGroupFormValues, 'name'> &
  Partial<Omit<ServiceGroupFormValues, 'name'>> & { image?: ImageUpload | null };

export type ServiceGroupChanges = RecordVersion &
  Partial<ServiceGroupFormValues> & {
    /** A new picture replaces the current one. */
    image?: ImageUpload | null;
    /** Removes the current picture; cannot be combined with `image`. */
    removeImage?: boolean;
  };

export type ServiceDraft = Pick<ServiceFormValues, 'parentId' | 'name' | 'durationMinutes' | 'priceType'> &
  Partial<Omit<ServiceFormValues, 'parentId' | 'name' | 'durationMinutes' | 'priceType'>>;

export type ServiceChanges = RecordVersion & Partial<ServiceFormValues>;

export type GalleryGroupDraft = Pick<GalleryGroupFormValues, 'theme'> &
  Partial<Omit<GalleryGroupFormValues, 'theme'>> & { image?: ImageUpload | null };

export type GalleryGroupChanges = RecordVersion &
  Partial<GalleryGroupFormValues> & { image?: ImageUpload | null; removeImage?: boolean };

export type GalleryImageDraft = Pick<GalleryImageFormValues, 'parentId'> &
  Partial<Omit<GalleryImageFormValues, 'parentId'>> & { image: ImageUpload };

export type GalleryImageChanges = RecordVersion & Partial<GalleryImageFormValues> & { image?: ImageUpload | null };

export interface PageRequest {
  page?: number;
  limit?: number;
}
