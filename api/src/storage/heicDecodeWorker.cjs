// Runs inside a piscina worker thread: libheif (WebAssembly) decodes on one CPU for ~1.7 s per
// 12 MP phone photo, which would stall every other request if it ran on the API's event loop.
// Plain CommonJS because worker files are loaded by Node itself, not by tsx or jest's transform.
'use strict';
const { workerData } = require('node:worker_threads');
const { capWasmMemory } = require('./wasmMemoryCap.cjs');

capWasmMemory(workerData.wasmMemoryBytes);
// Required after the cap so that every growth of libheif's memory goes through it.
const libheif = require('libheif-js/wasm-bundle');

/** libheif answers failures with a plain { code, message } object where a handle was expected. */
function isHeifError(value) {
  return value === null || value === undefined || (typeof value === 'object' && 'message' in value && 'code' in value);
}

function pixelsOf(handle) {
  return libheif.heif_image_handle_get_width(handle) * libheif.heif_image_handle_get_height(handle);
}

/**
 * Whether any top-level picture is larger than the limit, as libheif itself sees them (a file may
 * carry several; the limit holds for all, not just the one that is shown). The primary picture is
 * one of them.
 */
function anyTopLevelPictureTooLarge(context, maxPixels) {
  const ids = libheif.heif_js_context_get_list_of_top_level_image_IDs(context);
  if (!Array.isArray(ids)) throw new Error('HEIF pictures not listed');
  return ids.some((id) => {
    const handle = libheif.heif_js_context_get_image_handle(context, id);
    if (isHeifError(handle)) throw new Error('HEIF picture not readable');
    try {
      return pixelsOf(handle) > maxPixels;
    } finally {
      libheif.heif_image_handle_release(handle);
    }
  });
}

/** Copies the decoded RGBA rows out of libheif's memory, which is reused by the next decode. */
function interleavedPixels(image) {
  const channel = image.channels.find((candidate) => candidate.id === libheif.heif_channel.heif_channel_interleaved);
  if (!channel) throw new Error('HEIF decode gave no RGBA pixels');
  const { width, height, stride, data } = channel;
  const pixels = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    pixels.set(data.subarray(row * stride, row * stride + width * 4), row * width * 4);
  }
  return { width, height, pixels };
}

/**
 * Decodes the file's primary picture (the one its header names and the API's size check read),
 * never simply the first one: a file may put another, far larger picture before it.
 *
 * @param {{ buffer: Uint8Array, maxPixels: number }} job
 * @returns {Promise<{ outcome: 'decoded', width: number, height: number, pixels: Uint8Array } | { outcome: 'tooManyPixels' }>}
 *   RGBA, with the file's rotation and mirroring (irot/imir) already applied by libheif.
 */
module.exports = async function decode({ buffer, maxPixels }) {
  const context = libheif.heif_context_alloc();
  try {
    const read = libheif.heif_context_read_from_memory(context, buffer);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) throw new Error(`HEIF not readable: ${read.message}`);
    if (anyTopLevelPictureTooLarge(context, maxPixels)) return { outcome: 'tooManyPixels' };
    const primary = libheif.heif_js_context_get_primary_image_handle(context);
    if (isHeifError(primary)) throw new Error('HEIF has no primary picture');
    try {
      const image = await libheif.heif_js_decode_image2(primary, libheif.heif_colorspace.heif_colorspace_RGB, libheif.heif_chroma.heif_chroma_interleaved_RGBA);
      if (isHeifError(image)) throw new Error('HEIF picture did not decode');
      try {
        return { outcome: 'decoded', ...interleavedPixels(image) };
      } finally {
        libheif.heif_image_release(image.image);
      }
    } finally {
      libheif.heif_image_handle_release(primary);
    }
  } finally {
    libheif.heif_context_free(context);
  }
};
