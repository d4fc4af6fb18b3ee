import path from 'node:path';
import { Piscina } from 'piscina';

/** Decoded HEIC pixels: 4 channels (RGBA), already rotated as the file says. */
export interface HeicPixels {
  width: number;
  height: number;
  pixels: Buffer;
}

/** The decoder refuses, before decoding, a file with any top-level picture over the limit. */
export type HeicDecoding = ({ outcome: 'decoded' } & HeicPixels) | { outcome: 'tooManyPixels' };

type WorkerAnswer = { outcome: 'decoded'; width: number; height: number; pixels: Uint8Array } | { outcome: 'tooManyPixels' };

/**
 * What the decoder thread may hold. A 100 MP picture needs about 0.7 GB inside libheif (the HEVC
 * frame, libheif's copy, the RGBA result), so 1 GiB lets every accepted picture through while a
 * lying file can no longer take the 2 GB the WebAssembly build allows by itself. The JavaScript
 * heap of the thread only holds the glue code: 64 MB.
 */
export const DECODER_WASM_MEMORY_BYTES = 1024 * 1024 * 1024;
const DECODER_JS_HEAP_MB = 64;

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
    workerData: { wasmMemoryBytes: DECODER_WASM_MEMORY_BYTES },
    resourceLimits: { maxOldGenerationSizeMb: DECODER_JS_HEAP_MB },
  });
  return pool;
}

/**
 * Decodes the primary picture of an HEVC-coded HEIF file (what iPhones save) off the event loop.
 * The prebuilt sharp has no HEVC decoder, so libheif's WebAssembly build does it and sharp takes
 * over from the pixels.
 */
export async function decodeHeic(input: Buffer, maxPixels: number): Promise<HeicDecoding> {
  const answer = (await decoderPool().run({ buffer: input, maxPixels })) as WorkerAnswer;
  if (answer.outcome === 'tooManyPixels') return answer;
  const { width, height, pixels } = answer;
  return { outcome: 'decoded', width, height, pixels: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength) };
}
