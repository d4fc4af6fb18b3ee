import { fetchToken, type SeedFile } from '../../support/catalogSeed';
import { expect, failedResponse, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { ADD_GALLERY_PATH, dropFiles, FIRST_LOAD, galleryMenuLink, heicPhoto, pngPhoto, seedGalleryImages, tileIds } from './galleriesSupport';

// Twelve uploads, decoding a HEIC, and a remote loading on a shared, loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.describe('a gallery group from creation to its images', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('create, drop 12 files (10 arrive, 2 refused), page, preview, replace, reorder, delete several, rename', async ({ page, adminServer, consoleErrors }) => {
    // The renamed text file is refused by the server with 415, which the browser logs.
    consoleErrors.allow(failedResponse(415));
    const theme = uniqueUsername('Wedding nails');
    const uploadRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/uploads/')) uploadRequests.push(new URL(request.url()).pathname);
    });

    // Create the group: it is in the menu at once and its page opens.
    await page.goto(ADD_GALLERY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Parent Gallery' })).toBeVisible(FIRST_LOAD);
    await page.getByLabel('Theme').fill(theme);
    await page.getByLabel('Description').fill('French tips, pearls and lace for the big day.');
    await page.getByRole('button', { name: 'Add gallery group' }).click();
    await expect(page).toHaveURL(/\/admin\/parent-gallery\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: theme })).toBeVisible();
    await expect(await galleryMenuLink(page, theme)).toBeVisible();
    await expect(page.getByText('No images yet')).toBeVisible();

    // Twelve files at once: nine PNGs, an iPhone HEIC, a text file renamed .jpg, and one over 10 MB.
    const files: SeedFile[] = [
      ...Array.from({ length: 9 }, (_, index) => pngPhoto(`look-${index + 1}.png`, 60 + index * 8, 48)),
      heicPhoto(),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is a shopping list, not a photo\n') },
      { name: 'huge-scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 7) },
    ];
    await dropFiles(page, files);
    const rows = page.getByTestId('upload-row');
    await expect(rows).toHaveCount(12);
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(page.getByTestId('upload-summary')).toHaveText('10 of 12 added, 2 not added.', { timeout: 120_000 });
    await expect(rows.filter({ hasText: 'huge-scan.jpg' })).toContainText('is larger than 10 MB');
    await expect(rows.filter({ hasText: 'notes.jpg' })).toContainText(/not a picture|not an image|could not be read/i);
    await expect(rows.filter({ hasText: 'IMG_0412.HEIC' })).toContainText('Added');
    await expect(page.getByTestId('gallery-image-total')).toHaveText('10 images');
    await page.screenshot({ path: test.info().outputPath('gallery-after-upload.png'), fullPage: true });

    // Three more from the button, then twelve through the API (another administrator at work):
    // 25 images make two pages of 24.
    await page.getByTestId('gallery-file-input').setInputFiles([pngPhoto('extra-1.png'), pngPhoto('extra-2.png'), pngPhoto('extra-3.png')]);
    await expect(page.getByTestId('gallery-image-total')).toHaveText('13 images', { timeout: 60_000 });
    const groupId = Number(page.url().split('/').pop());
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    await seedGalleryImages(adminServer.baseUrl, token, groupId, 12, 1000);
    await page.reload();
    await expect(page.getByTestId('gallery-image-total')).toHaveText('25 images · page 1 of 2', FIRST_LOAD);
    await expect(page.getByTestId('gallery-tile')).toHaveCount(24);
    // The grid drew thumbnails only.
    expect(uploadRequests.length).toBeGreaterThan(0);
    expect(uploadRequests.filter((url) => !url.endsWith('.thumb.webp'))).toEqual([]);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByTestId('gallery-tile')).toHaveCount(1);
    await expect(page.getByTestId('gallery-image-total')).toHaveText('25 images · page 2 of 2');
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByTestId('gallery-tile')).toHaveCount(24);

    // Preview: the full-size picture, stepped with the arrow keys.
    await page.getByRole('button', { name: 'Preview Image 1', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Image 1 of 25' })).toBeVisible();
    await expect.poll(() => page.getByRole('dialog').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Image 2 of 25' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(uploadRequests.some((url) => url.endsWith('.webp') && !url.endsWith('.thumb.webp'))).toBe(true);

    // Replace the first picture and give it alt text and tags.
    const firstBefore = await page.getByTestId('gallery-tile').first().locator('img').getAttribute('src');
    await page.getByRole('button', { name: 'Edit Image 1', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit image 1' });
    await editor.getByLabel('Picture file').setInputFiles(pngPhoto('replacement.png', 120, 90));
    await expect(editor.getByText('New picture: replacement.png (saved with the form).')).toBeVisible();
    await editor.getByLabel('Alt text').fill('Pearl french tips');
    await editor.getByLabel('Tags').fill('Wedding, pearls');
    await editor.getByRole('button', { name: 'Save image' }).click();
    await expect(editor).toBeHidden();
    const firstTile = page.getByTestId('gallery-tile').first();
    await expect(firstTile.getByText('Pearl french tips')).toBeVisible();
    await expect(firstTile.getByText('pearls', { exact: true })).toBeVisible();
    await expect(firstTile.locator('img')).not.toHaveAttribute('src', firstBefore ?? '');

    // Reorder by keyboard: the handle lifts with Space, moves with an arrow, drops with Space. Each
    // step waits for dnd-kit's spoken announcement: it measures the tiles after the lift, and an
    // arrow pressed before that has nowhere to go.
    const before = await tileIds(page);
    const announcer = page.locator('[id^="DndLiveRegion"]');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/gallery/order'));
    await page.getByRole('button', { name: 'Move Pearl french tips (position 1)', exact: true }).focus();
    await page.keyboard.press('Space');
    // dnd-kit says "Picked up…" and at once "…is over position 1" (the tile is over its own place).
    await expect(announcer).toContainText(/Picked up Pearl french tips|Pearl french tips is over position 1/);
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toContainText('Pearl french tips is over position 2');
    await page.keyboard.press('Space');
    await expect(announcer).toContainText('Pearl french tips was dropped at position 2');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => tileIds(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    // Reorder by dragging: the fourth picture dropped on the first place.
    const handle = page.getByRole('button', { name: /^Move Image 4 \(position 4\)$/ });
    const target = page.getByTestId('gallery-tile').first();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('tiles are not on screen');
    const dragged = page.waitForResponse((response) => response.url().endsWith('/api/v1/gallery/order'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 4, to.y + to.height / 3, { steps: 12 });
    await expect(announcer).toContainText('is over position 1');
    await page.mouse.up();
    expect((await dragged).status()).toBe(200);
    await expect.poll(async () => (await tileIds(page))[0]).toBe(before[3]);
    // The server keeps the new order: a reload shows it.
    const order = await tileIds(page);
    await page.reload();
    await expect(page.getByTestId('gallery-tile')).toHaveCount(24, FIRST_LOAD);
    expect(await tileIds(page)).toEqual(order);

    // Delete two selected pictures after confirming.
    await page.getByRole('checkbox', { name: 'Select Image 4', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select Image 5', exact: true }).check();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await expect(page.getByText('2 images will be deleted from this gallery. This cannot be undone.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete 2 images' }).click();
    await expect(page.getByTestId('gallery-image-total')).toHaveText('23 images');

    // Use a picture as the cover: the group's summary shows it.
    await page.getByRole('button', { name: 'Use Pearl french tips as the cover', exact: true }).click();
    await expect(page.getByText('Cover changed')).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${theme}` })).toBeVisible();

    // Rename the theme: the menu follows.
    const renamed = uniqueUsername('Bridal nails');
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Theme').fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(await galleryMenuLink(page, renamed)).toBeVisible();

    const listed = await fetch(`${adminServer.baseUrl}/api/v1/gallery/list-gallery/${groupId}?limit=100`, { headers: { Authorization: `JWT ${token}` } });
    const body = (await listed.json()) as { data: Array<{ displayOrder: number }> };
    const orders = body.data.map((image) => image.displayOrder);
    expect(orders).toHaveLength(23);
    expect(new Set(orders).size).toBe(23);
  });
});
