import { IMAGE_LIMITS } from '@nail-or-never/shared/schemas';
import { z } from 'zod';

/** From the shared limits, so the forms check the same size before uploading. */
export const MAX_IMAGE_BYTES = IMAGE_LIMITS.maxBytes;

/** The picture of a multipart form, read into memory (it is re-encoded before anything is stored). */
export interface UploadedFile {
  kind: 'uploadedFile';
  buffer: Buffer;
  /** As the client named it: for messages only, never for storage. */
  filename: string;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'uploadedFile';

const imageFileDescription = `A ${IMAGE_LIMITS.description} picture of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB, checked by decoding it.`;

/**
 * The `image` part of a multipart form. It validates the file the form reader attached and, in the
 * OpenAPI document, describes a binary field.
 */
export const requiredImageFileSchema = z
  .custom<UploadedFile>(isUploadedFile, { error: 'Choose a picture to upload.' })
  .meta({ type: 'string', format: 'binary', description: imageFileDescription });

export const optionalImageFileSchema = requiredImageFileSchema.optional();
