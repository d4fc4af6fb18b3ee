import { expect, test } from '../../support/fixtures';
import { navigateInApp } from '../../support/navigation';
import { SECTIONS } from '../../support/sections';
import { findDuplicates, type FetchedScript } from '../../support/sharedSignatures';
import { shell } from '../../support/shell';
import { presetToken } from '../../support/signIn';

test('host and all three remotes share one evaluation of the shared package and one copy of React and of the router', async ({ page, adminToken }) => {
  const scripts: Promise<FetchedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });

  await presetToken(page, adminToken);
  await page.goto('/');
  await expect(shell(page).logOut).toBeVisible();
  for (const section of Object.values(SECTIONS)) {
    // Client-side navigation (like a menu click) keeps the page, so every remote joins the same one.
    await navigateInApp(page, section.path);
    await expect(section.content(page)).toBeVisible();
  }

  const evaluations = await page.evaluate(() => (globalThis as { __nailOrNeverShared?: { evaluations: number } }).__nailOrNeverShared?.evaluations ?? 0);
  expect(evaluations).toBe(1);

  const report = findDuplicates(await Promise.all(scripts));
  expect(report.refetched, 'no script is fetched twice').toEqual([]);
  for (const [library, urls] of Object.entries(report.copies)) {
    expect(urls, `exactly one copy of ${library} is fetched`).toHaveLength(1);
  }
});
