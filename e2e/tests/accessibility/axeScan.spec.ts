import { scanPage } from '../../support/axe';
import { expect, test } from '../../support/fixtures';

// The helper every axe spec relies on must still see a violation: a scan that found nothing would
// pass every one of them. (Node details are kept for violations only: this proves they still come.)
test('the axe scan reports the violations on a page: an image without text, a nameless button, grey on grey', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Scan check</title></head>
    <body><main>
      <h1>Scan check</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
      <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
      <p style="color:#aaa;background:#bbb">Barely readable</p>
    </main></body></html>`);

  const scan = await scanPage(page, 'check');

  const rules = scan.violations.map((line) => /^check: ([\w-]+) /.exec(line)?.[1]);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
  expect(scan.violations.find((line) => line.includes('image-alt'))).toMatch(/— img$/);
  expect(scan.knownDefects).toEqual([]);
});
