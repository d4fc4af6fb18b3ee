// Runs inside a piscina worker thread: libheif (WebAssembly) decodes on one CPU for ~1.7 s per
// 12 MP phone photo, which would stall every other request if it ran on the API's event loop.
// Plain CommonJS because worker files are loaded by Node itself, not by tsx or jest's transform.
'use strict';
const decodeHeic = require('heic-decode');

/**
 * @param {{ buffer: Uint8Array }} job
 * @returns {Promise<{ width: number, height: number, pixels: Uint8Array }>} RGBA, with the file's
 *   rotation and mirroring (irot/imir) already applied by libheif.
 */
module.exports = async function decode({ buffer }) {
  const { width, height, data } = await decodeHeic({ buffer });
  return { width, height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
};
