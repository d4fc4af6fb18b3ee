import { once } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { decodeHeic } from '../../src/storage/heicDecoding';
import { FIXTURE_TILE, buildHeif } from '../support/heifBuilder';

const LIMIT = 100_000_000;

describe('the HEIC decoder thread', () => {
  it('refuses, without decoding, a file whose first top-level picture is over the limit', async () => {
    // The API reads the header first; this is the decoder's own check, on libheif's view of the file.
    const file = buildHeif(2, [
      { item: 1, type: 'hvc1', width: 12_000, height: 12_000 },
      { item: 2, type: 'hvc1', ...FIXTURE_TILE },
    ]);

    await expect(decodeHeic(file, LIMIT)).resolves.toEqual({ outcome: 'tooManyPixels' });
  });

  it('decodes the primary picture, not the first one listed', async () => {
    const file = buildHeif(3, [
      { item: 1, type: 'hvc1', ...FIXTURE_TILE },
      { item: 2, type: 'hvc1', ...FIXTURE_TILE, hidden: true },
      { item: 3, type: 'grid', width: 120, height: 60, output: { width: 120, height: 60 }, columns: 1, rows: 1, tiles: [2] },
    ]);

    const decoded = await decodeHeic(file, LIMIT);

    expect(decoded).toMatchObject({ outcome: 'decoded', width: 120, height: 60 });
    expect(decoded.outcome === 'decoded' && decoded.pixels.length).toBe(120 * 60 * 4);
  });
});

describe('the WebAssembly memory cap of the decoder thread', () => {
  it('lets memory grow up to the cap and refuses growth past it', async () => {
    // In a thread of its own, as in the decoder: the cap patches that thread's WebAssembly.
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       require(workerData.capModule).capWasmMemory(64 * 1024 * 1024);
       const memory = new WebAssembly.Memory({ initial: 1, maximum: 65536 });
       memory.grow(511);
       let refusal = null;
       try { memory.grow(1024); } catch (error) { refusal = error.message; }
       parentPort.postMessage({ bytes: memory.buffer.byteLength, refusal });`,
      { eval: true, workerData: { capModule: path.join(__dirname, '..', '..', 'src', 'storage', 'wasmMemoryCap.cjs') } },
    );
    try {
      const [answer] = (await once(worker, 'message')) as [{ bytes: number; refusal: string | null }];
      expect(answer).toEqual({ bytes: 32 * 1024 * 1024, refusal: 'WebAssembly memory may not grow past 67108864 bytes in this thread' });
    } finally {
      await worker.terminate();
    }
  });
});
