import { crc32 } from 'node:zlib';
import { catalogClient, errorOf, makePhoto } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

/** A real PNG whose header claims `width` x `height` (a decompression bomb needs no more than that). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePhoto({ width: 1, height: 1, format: 'png' }));
  // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), ..., CRC over type+data (29..32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('the pixel limit of uploaded pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a picture over 100 megapixels with the documented 400 "too many pixels"', async () => {
    const response = await catalogClient(t).postForm('/services-parent', { name: 'Hands' }, { content: await pngClaiming(20_000, 20_000), type: 'image/png', filename: 'big.png' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ message: 'The image has too many pixels.', errors: { image: 'The picture is larger than 100 megapixels.' } });
  });
});
