import { expect, test } from '../../support/fixtures';
import { SECTIONS } from '../../support/sections';
import { LOGIN_PATH, readToken, signIn } from '../../support/signIn';

test.describe('the login guard', () => {
  for (const section of Object.values(SECTIONS)) {
    test(`a deep link to ${section.path} while signed out goes to the login page, then back after signing in`, async ({ page, freshAdmin }) => {
      await page.goto(section.path);

      await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
      expect(await readToken(page)).toBeNull();

      await signIn(page, freshAdmin);
      await expect(page).toHaveURL((url) => url.pathname === section.path);
      await expect(section.content(page)).toBeVisible();
    });
  }

  test('the dashboard is guarded too', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  });
});
