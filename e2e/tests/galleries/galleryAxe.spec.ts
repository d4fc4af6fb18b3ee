import { scanPage, type AxeScan } from '../../support/axe';
import { createGalleryGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { ADD_GALLERY_PATH, FIRST_LOAD, galleryPath, pngPhoto, seedGalleryImages } from './galleriesSupport';

test.describe.configure({ timeout: 300_000 });
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: gallery pages, upload list, lightbox and dialogs — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const scans: AxeScan[] = [];
      const scan = async (label: string, include?: string) => scans.push(await scanPage(page, `${width}/${scheme} ${label}`, include));
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const groupId = await createGalleryGroup(adminServer.baseUrl, adminToken, uniqueUsername('Axe gallery'));
      await seedGalleryImages(adminServer.baseUrl, adminToken, groupId, 3);
      await presetToken(page, adminToken);

      await page.goto(ADD_GALLERY_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Parent Gallery' })).toBeVisible(FIRST_LOAD);
      await page.getByRole('button', { name: 'Add gallery group' }).click();
      await expect(page.getByText('Enter a theme.')).toBeVisible();
      await scan('add page with an error');

      await page.goto(galleryPath(groupId));
      await expect(page.getByTestId('gallery-tile')).toHaveCount(3, FIRST_LOAD);
      await page.getByTestId('gallery-file-input').setInputFiles([pngPhoto('new.png'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') }]);
      await expect(page.getByTestId('upload-summary')).toHaveText('1 of 2 added, 1 not added.', FIRST_LOAD);
      await page.getByRole('checkbox', { name: 'Select Look 1', exact: true }).check();
      await scan('group page with uploads and a selection');
      await page.screenshot({ path: test.info().outputPath(`gallery-page-${width}-${scheme}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Preview Look 1', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Image 1 of 4' })).toBeVisible();
      await scan('lightbox', '.p-dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: 'Edit Look 1', exact: true }).click();
      const editor = page.getByRole('dialog', { name: 'Edit image 1' });
      await editor.getByLabel('Tags').fill('bad!');
      await editor.getByRole('button', { name: 'Save image' }).click();
      await expect(editor.getByText(/“bad!”: A tag uses letters/)).toBeVisible();
      await scan('edit dialog with an error', '.p-dialog');
      await page.screenshot({ path: test.info().outputPath(`gallery-edit-${width}-${scheme}.png`) });
      await editor.getByRole('button', { name: 'Cancel' }).click();
      // Closing a changed form asks first, in a question of its own over the dialog.
      const question = page.getByRole('dialog', { name: 'Discard your changes?' });
      await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await scan('discard-changes question', '.p-confirm-dialog');
      await question.getByRole('button', { name: 'Discard changes' }).click();
      await expect(editor).toBeHidden();

      await page.getByRole('button', { name: 'Delete group' }).click();
      await expect(page.getByRole('button', { name: 'Delete group and 4 images' })).toBeVisible();
      await scan('delete group confirmation', '.p-dialog');

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}
