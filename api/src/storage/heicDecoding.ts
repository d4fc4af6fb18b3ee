import path from 'node:path';
import { Piscina } from 'piscina';

/** Decoded HEIC pixels: 4 channels (RGBA), already rotated as the file says. */
export interface HeicPixels {
  width: number;
  height: number;
  pixels: Buffer;
}

// One thread is enough: uploads are rare next to reads, and a second WASM instance would double
// the memory (~100 MB per 12 MP decode) on a small server. The thread starts on the first HEIC and
// ends when idle; it never keeps the process alive, so servers and tests need no close hook.
let pool: Piscina | undefined;

function decoderPool(): Piscina {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'heicDecodeWorker.cjs'),
    maxThreads: 1,
    minThreads: 0,
    idleTimeout: 30_000,
  });
  return pool;
}

/**
 * Decodes an HEVC-coded HEIF picture (what iPhones save) off the event loop. The prebuilt sharp has
 * no HEVC decoder, so libheif's WebAssembly build does it and sharp takes over from the pixels.
 */
export async function decodeHeic(input: Buffer): Promise<HeicPixels> {
  const result = (await decoderPool().run({ buffer: input })) as { width: number; height: number; pixels: Uint8Array };
  return { width: result.width, height: result.height, pixels: Buffer.from(result.pixels.buffer, result.pixels.byteOffset, result.pixels.byteLength) };
}

