import { expect, test } from '../../support/fixtures';
import { SECTIONS } from '../../support/sections';
import { shell } from '../../support/shell';
import { LOGIN_PATH, readToken, signIn } from '../../support/signIn';

test('Log out removes the token, revokes it on the server and guards deep links again', async ({ page, freshAdmin, adminServer, request, consoleErrors }) => {
  // A refresh already on its way when the session is revoked (the live updates' refetch after a change)
  // is refused with 401: the browser logs it, and the page, already signed out, has nothing to do.
  consoleErrors.allow(/status of 401 \(Unauthorized\) \[http:\/\/127\.0\.0\.1:\d+\/api\/v1\//);
  await signIn(page, freshAdmin);
  const token = await readToken(page);
  if (token === null) throw new Error('no token after signing in');

  const logoutCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/users/logout');
  await shell(page).logOut.click();
  expect((await logoutCall).status()).toBe(200);

  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  expect(await readToken(page)).toBeNull();

  // Revoked server-side: the old token no longer opens anything.
  const me = await request.get(`${adminServer.baseUrl}/api/v1/users/me`, { headers: { Authorization: `JWT ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto(SECTIONS.services.path);
  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
});
