import { IMAGE_LIMITS } from '@nail-or-never/shared/schemas';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError, badRequest, type FieldErrors } from '../http/httpErrors';
import { decodeHeic } from './heicDecoding';
import { heifClaimedCanvases } from './heifClaimedCanvases';

/** Longest side of the list thumbnail and of the display size; smaller pictures are not enlarged. */
export const THUMBNAIL_MAX_SIDE = 480;
export const DISPLAY_MAX_SIDE = 1600;
/** Decompression-bomb guard: a tiny file can claim a huge canvas. 100 MP covers today's phones. */
const MAX_INPUT_PIXELS = 100_000_000;

export const ACCEPTED_IMAGE_DESCRIPTION = IMAGE_LIMITS.description;

export interface ProcessedImage {
  thumbnail: Buffer;
  display: Buffer;
  /** Size of the display variant. */
  width: number;
  height: number;
}

const unsupportedImage = (message: string, errors: FieldErrors) => new HttpError(415, message, errors);

const notAPicture = () =>
  unsupportedImage(`This file is not a picture we can read. Upload a ${ACCEPTED_IMAGE_DESCRIPTION} image.`, {
    image: `Choose a ${ACCEPTED_IMAGE_DESCRIPTION} image.`,
  });

type AcceptedFormat = 'sharp' | 'heic';

/**
 * Accepted by what the bytes decode as, never by file name or the client's content type. Sharp
 * decodes JPEG, PNG, WebP and AVIF itself; HEIF with HEVC inside (iPhone photos) goes through
 * libheif, because the prebuilt sharp has no HEVC decoder.
 */
function acceptedFormat(metadata: Metadata): AcceptedFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return 'sharp';
    case 'heif':
      return metadata.compression === 'av1' ? 'sharp' : metadata.compression === 'hevc' ? 'heic' : null;
    default:
      return null;
  }
}

const tooManyPixels = () => badRequest('The image has too many pixels.', { image: 'The picture is larger than 100 megapixels.' });

/**
 * A HEIF file may hold several pictures and grids; sharp's header reports only the primary one.
 * Each canvas a decoder could build must fit the limit before any decoder sees the file.
 */
function checkHeifCanvases(input: Buffer): void {
  const canvases = heifClaimedCanvases(input);
  if (canvases === null) throw notAPicture();
  if (canvases.some(({ width, height }) => width * height > MAX_INPUT_PIXELS)) throw tooManyPixels();
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    // Headers only, so no pixel limit here: the size is checked next and refused with its own message.
    return await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw notAPicture();
  }
}

/** `rotate()` applies the EXIF orientation; the EXIF itself never reaches the output. */
function orientedBySharp(input: Buffer): Sharp {
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/**
 * libheif applies the file's own rotation and mirroring (irot/imir) while decoding. The EXIF
 * orientation inside a HEIF is NOT applied again: the HEIF standard says the transform boxes win,
 * and iPhones write both, so applying both would turn every portrait photo twice.
 */
async function orientedHeic(input: Buffer): Promise<Sharp> {
  const decoded = await decodeHeic(input, MAX_INPUT_PIXELS);
  if (decoded.outcome === 'tooManyPixels') throw tooManyPixels();
  const { width, height, pixels } = decoded;
  return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS }).removeAlpha();
}

/**
 * Decodes an upload and re-encodes it as two WebP files. Only re-encoded pixels are ever stored, so
 * whatever else the file carried (EXIF with GPS, a script appended after the image, an embedded
 * thumbnail) is gone. Every format is oriented before its metadata is dropped.
 */
export async function processImageUpload(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) {
    throw badRequest('The image file is empty.', { image: 'The chosen file is empty. Choose another picture.' });
  }
  const metadata = await readMetadata(input);
  const format = acceptedFormat(metadata);
  if (format === null) throw notAPicture();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  if (metadata.format === 'heif') checkHeifCanvases(input);

  try {
    // Decode and orient once, at display size (JPEG shrink-on-load keeps this cheap); both WebP
    // files are encoded from those pixels. Effort 2 halves the encoding time for a few % of size.
    const oriented = format === 'heic' ? await orientedHeic(input) : orientedBySharp(input);
    const { data, info } = await oriented
      .resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [display, thumbnail] = await Promise.all([
      sharp(data, pixels).webp({ quality: 82, effort: 2 }).toBuffer(),
      sharp(data, pixels)
        .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75, effort: 2 })
        .toBuffer(),
    ]);
    return { display, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Headers decoded but the pixels did not: a truncated or damaged file.
    throw unsupportedImage('The picture is damaged or incomplete. Upload the original file again.', {
      image: 'The picture is damaged or incomplete.',
    });
  }
}
