import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addGalleryImage, type SeedFile } from '../../support/catalogSeed';
import { revealMenuLink } from '../../support/menu';
import { REPO_ROOT } from '../../support/paths';
import { makePng } from '../../support/tinyPng';

export const FIRST_LOAD = { timeout: 60_000 } as const;
export const ADD_GALLERY_PATH = '/admin/parent-gallery/add';
export const galleryPath = (id: number): string => `/admin/parent-gallery/${id}`;

export const galleryMenuLink = (page: Page, theme: string) => revealMenuLink(page, { label: theme, submenu: 'Parent Gallery' });


/** An iPhone photo (HEIC) with EXIF orientation and a GPS position, as the API's tests use. */
export const heicPhoto = (): SeedFile => ({
  name: 'IMG_0412.HEIC',
  mimeType: 'image/heic',
  buffer: readFileSync(path.join(REPO_ROOT, 'api', 'test', 'fixtures', 'landscape-exif-gps.heic')),
});

export const pngPhoto = (name: string, width = 80, height = 60): SeedFile => ({ name, mimeType: 'image/png', buffer: makePng(width, height) });

/**
 * Drops files on the gallery's drop zone as a person drags them from their desktop: a real
 * DataTransfer built in the page, so the zone's own drop handler runs.
 */
export async function dropFiles(page: Page, files: readonly SeedFile[]): Promise<void> {
  const payload = files.map((file) => ({ name: file.name, type: file.mimeType, base64: file.buffer.toString('base64') }));
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return data;
  }, payload);
  const zone = page.getByTestId('gallery-dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** Tiles of the grid in display order, by their image ids. */
export const tileIds = (page: Page): Promise<string[]> =>
  page.getByTestId('gallery-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-image-id') ?? ''));

/**
 * Adds `count` pictures through the API: captions "Look 1"…, the first tagged "french, summer",
 * the second hidden, so a grid shows every kind of tile. Their display order starts at
 * `firstDisplayOrder`: 0 puts them before pictures uploaded later, a large number after.
 */
export async function seedGalleryImages(baseUrl: string, token: string, groupId: number, count: number, firstDisplayOrder = 0): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await addGalleryImage(baseUrl, token, groupId, pngPhoto(`look-${index}.png`, 90, 60), {
      caption: `Look ${index + 1}`,
      tags: index === 0 ? 'french, summer' : '',
      published: index === 1 ? 'false' : 'true',
      displayOrder: String(firstDisplayOrder + index),
    });
  }
}
