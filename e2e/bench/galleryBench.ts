/**
 * `npx tsx e2e/bench/galleryBench.ts`: the galleries section's figures (issue 12).
 * - A gallery page of 24 photos opened cold in Debian's Chromium (new context, nothing cached):
 *   time from navigation to the first thumbnail and to the last thumbnail fetched, and the bytes
 *   fetched (code, thumbnails, API). The group holds 25, so a second page exists; it is timed warm.
 * - Ten 3 MB phone-sized JPEGs uploaded to the API two at a time, as the page sends them.
 * Median of BENCH_RUNS (5) for the page; the upload runs once.
 */
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startAdminServer } from '../support/adminServer';
import { assertAppsBuilt } from '../support/buildCheck';
import { chromiumLaunchOptions } from '../support/chromium';
import { addGalleryImage, createGalleryGroup, fetchToken } from '../support/catalogSeed';
import { CONDITIONS } from './conditions';
import { openCold } from './measure';
import { kib, median, ms } from './stats';
import { printHeaviestFiles, runBench } from './benchOutput';
import { isCode, sumByKind, type WireEntry } from './wireLog';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GROUP_SIZE = 25;
const UPLOADS = 10;

/** A 3 MB JPEG like a phone's: noise does not compress, so the size is real. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[index] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

const upload = (baseUrl: string, token: string, groupId: number, photo: Buffer, name: string) =>
  addGalleryImage(baseUrl, token, groupId, { name, mimeType: 'image/jpeg', buffer: photo });

/** Uploads with two in flight, as `useImageUploads` does; returns each upload's time. */
async function uploadAll(baseUrl: string, token: string, groupId: number, photos: readonly Buffer[]): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const index = next;
      next += 1;
      const started = performance.now();
      await upload(baseUrl, token, groupId, photos[index] as Buffer, `photo-${index}.jpg`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
}

async function main(): Promise<void> {
  assertAppsBuilt();
  const server = await startAdminServer({ env: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: string[] = [];
  let uploadRow: string | undefined;
  /** The code of the first cold load, to say where the bytes go. */
  let codeFiles: WireEntry[] = [];
  try {
    const token = await fetchToken(server.baseUrl, server.admin);
    process.stderr.write('gallery bench: making photos\n');
    const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => phonePhoto(index + 1)));
    const photoMb = photos.reduce((sum, photo) => sum + photo.length, 0) / UPLOADS / 1024 / 1024;

    const uploadGroup = await createGalleryGroup(server.baseUrl, token, 'Bench uploads');
    const started = performance.now();
    const times = await uploadAll(server.baseUrl, token, uploadGroup, photos);
    const total = performance.now() - started;
    uploadRow = `| ${UPLOADS} photos of ${photoMb.toFixed(1)} MB, 2 at a time | ${ms(total)} | ${ms(median(times))} | ${ms(Math.max(...times))} |`;

    const groupId = await createGalleryGroup(server.baseUrl, token, 'Bench gallery');
    for (let index = 0; index < GROUP_SIZE; index += 1) await upload(server.baseUrl, token, groupId, photos[index % UPLOADS] as Buffer, `look-${index}.jpg`);

    for (const condition of CONDITIONS) {
      const firstTile: number[] = [];
      const allDrawn: number[] = [];
      const code: number[] = [];
      const other: number[] = [];
      const secondPage: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`gallery bench: ${condition.label}, run ${run}/${RUNS}\n`);
        const cold = await openCold(browser, {
          baseUrl: server.baseUrl,
          path: `/admin/parent-gallery/${groupId}`,
          marker: { selector: '[data-testid="gallery-tile"] img' },
          condition,
          token,
        });
        try {
          // The last thumbnail of the page in, from the browser's own resource timings (lazy ones
          // below the fold included: the page is scrolled to them by nobody, so they may not load).
          const drawnAt = await cold.page.evaluate(() =>
            Math.max(
              ...performance
                .getEntriesByType('resource')
                .filter((entry) => entry.name.includes('.thumb.webp'))
                .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
            ),
          );
          firstTile.push(cold.timeToContentMs);
          allDrawn.push(drawnAt);
          const wire = cold.wireLog.since(-1);
          if (codeFiles.length === 0) codeFiles = wire.filter(isCode);
          const bytes = sumByKind(wire);
          code.push(bytes.js + bytes.css);
          other.push(bytes.other + bytes.font);
          const mark = performance.now();
          await cold.page.getByRole('button', { name: 'Page 2' }).click();
          await cold.page.waitForFunction(() => document.querySelector('[data-testid="gallery-image-total"]')?.textContent?.includes('page 2 of 2'));
          await cold.page.evaluate(async () => {
            const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="gallery-tile"] img')];
            await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          });
          secondPage.push(performance.now() - mark);
        } finally {
          await cold.context.close();
        }
      }
      rows.push(
        `| ${condition.label} | ${ms(median(firstTile))} | ${ms(median(allDrawn))} | ${kib(median(code))} | ${kib(median(other))} | ${ms(median(secondPage))} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nA gallery page of 24 photos opened cold (the group holds ${GROUP_SIZE}; 24 thumbnails per page), median of ${RUNS}\n`);
  console.log('| condition | navigation → first thumbnail | → last thumbnail fetched | JS+CSS over the wire | thumbnails, API and the rest | page 2 (warm, click → decoded) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  printHeaviestFiles('Code of a cold gallery page', codeFiles, 15);
  console.log('\nUploading phone photos to `POST /gallery` (the server decodes, strips metadata, writes a display and a thumbnail)\n');
  console.log('| upload | total | per photo, median | slowest |');
  console.log('|---|---|---|---|');
  console.log(uploadRow ?? '| (not measured) | | | |');
}

runBench(main);
