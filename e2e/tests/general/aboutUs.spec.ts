import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { makePng } from '../../support/tinyPng';
import { saveScreenshot } from '../shell/shellHelpers';
import { apiCall } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

test('the about-us page: write it with formatting, add a picture as the hero, publish, preview', async ({ page, adminToken }) => {
  await presetToken(page, adminToken);
  await page.goto('/admin/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible(FIRST_LOAD);

  await page.getByLabel('New picture file').setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: makePng(120, 80) });
  await page.getByLabel('Description of the new picture').fill('Our salon on a sunny morning');
  await page.getByRole('button', { name: 'Add picture' }).click();
  await expect(page.getByText('Picture added')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pictures \(1 of 8\)/ })).toBeVisible();

  await page.getByLabel('Title').fill('Who we are');
  const editor = page.getByRole('textbox', { name: 'Page text' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('We paint nails ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('with care');
  await page.getByRole('radio', { name: 'Our salon on a sunny morning' }).check();
  await page.getByRole('radio', { name: 'Published: shown on the website' }).check();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/about-us') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save page' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('About us saved')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'about-us-form-light');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: the saved page as visitors see it' });
  await expect(preview.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('with care');
  await expect(preview.getByRole('img', { name: 'Our salon on a sunny morning' })).toBeVisible();
  await saveScreenshot(page, 'about-us-preview-light');
});

test('the preview shows what the server kept of hostile HTML: no script runs, no handler, no javascript: link', async ({ page, adminServer, adminToken }) => {
  const current = await apiCall<{ version: number }>(adminServer.baseUrl, adminToken, 'GET', '/about-us');
  const payload =
    '<p>Hello<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<a href="javascript:window.__xss=3">click</a><span style="background:url(javascript:1)" onmouseover="window.__xss=4">hover</span></p>';
  await apiCall(adminServer.baseUrl, adminToken, 'PUT', '/about-us', { title: 'Attack test', bodyHtml: payload, status: 'draft', heroImageId: null, version: current.version });

  await presetToken(page, adminToken);
  await page.goto('/admin/about-us');
  await page.getByRole('button', { name: 'Preview' }).click(FIRST_LOAD);
  const body = page.getByRole('dialog').locator('.gen-about-body');
  await expect(body).toContainText('Hello');
  await body.getByText('hover').hover();
  await body.getByText('click').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const html = await body.innerHTML();
  expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:|style=/i);
});
