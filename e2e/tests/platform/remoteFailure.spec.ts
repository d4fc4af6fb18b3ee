import { expect, test } from '../../support/fixtures';
import { revealMenuLink } from '../../support/menu';
import { SECTIONS } from '../../support/sections';
import { shell } from '../../support/shell';
import { presetToken } from '../../support/signIn';

const BLOCKED_MANIFEST = '**/remotes/galleries/mf-manifest.json';

test('a remote whose manifest cannot load shows Retry inside the shell; the rest works; Retry recovers', async ({ page, adminToken, consoleErrors }) => {
  // The blocked manifest, the federation runtime's report of it and the section's error boundary.
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|RUNTIME-003|section failed/);
  let blocked = 0;
  await page.route(BLOCKED_MANIFEST, async (route) => {
    blocked += 1;
    await route.abort('connectionrefused');
  });
  await presetToken(page, adminToken);

  // A deep link straight into the broken section: the host must still boot.
  await page.goto(SECTIONS.galleries.path);
  await expect(shell(page).remoteError).toBeVisible();
  await expect(shell(page).retry).toBeVisible();
  await expect(shell(page).logOut).toBeVisible();
  // The runtime's retry plugin tries the manifest three times before the section gives up.
  expect(blocked).toBeGreaterThanOrEqual(3);
  await expect(SECTIONS.galleries.content(page)).toHaveCount(0);

  // The other two sections and the shell's menu keep working in the same page.
  for (const section of [SECTIONS.services, SECTIONS.general]) {
    await (await revealMenuLink(page, section.menu)).click();
    await expect(page).toHaveURL((url) => url.pathname === section.path);
    await expect(section.content(page)).toBeVisible();
    await expect(shell(page).remoteError).toHaveCount(0);
  }

  // Back to the broken one: still contained.
  await (await revealMenuLink(page, SECTIONS.galleries.menu)).click();
  await expect(shell(page).retry).toBeVisible();

  // The remote comes back; Retry loads it without reloading the page.
  await page.unroute(BLOCKED_MANIFEST);
  const marker = await page.evaluate(() => {
    const value = Math.random().toString(36).slice(2);
    (window as Window & { __e2eSamePage?: string }).__e2eSamePage = value;
    return value;
  });
  await shell(page).retry.click();
  await expect(SECTIONS.galleries.content(page)).toBeVisible();
  await expect(shell(page).remoteError).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __e2eSamePage?: string }).__e2eSamePage)).toBe(marker);
});
