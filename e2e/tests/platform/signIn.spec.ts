import { createAdmin } from '../../support/adminCli';
import { expect, failedResponse, test } from '../../support/fixtures';
import { shell } from '../../support/shell';
import { LOGIN_PATH, loginForm, readToken, signIn, submitCredentials, submitOtp } from '../../support/signIn';
import { totp, wrongTotp } from '../../support/totp';
import { uniquePassword, uniqueUsername } from '../../support/uniqueName';

test.describe('sign-in', () => {
  test('an administrator without one-time codes signs in with username and password', async ({ page, freshAdmin }) => {
    await signIn(page, freshAdmin);

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell(page).logOut).toBeVisible();
    expect(await readToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a wrong password is refused with a clear message and no token', async ({ page, freshAdmin, consoleErrors }) => {
    // The refused attempt answers 401, which the browser logs.
    consoleErrors.allow(failedResponse(401));
    await page.goto(LOGIN_PATH);
    await submitCredentials(page, { username: freshAdmin.username, password: `${freshAdmin.password}-wrong` });

    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
    expect(await readToken(page)).toBeNull();
  });

  test('an unknown user gets the same message as a wrong password', async ({ page, consoleErrors }) => {
    // The refused attempt answers 401, which the browser logs.
    consoleErrors.allow(failedResponse(401));
    await page.goto(LOGIN_PATH);
    await submitCredentials(page, { username: uniqueUsername('nobody'), password: uniquePassword() });

    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    expect(await readToken(page)).toBeNull();
  });

  test('an administrator with TOTP needs a valid code: a wrong one is refused, the right one signs in', async ({ page, adminServer, consoleErrors }) => {
    // The refused attempt answers 401, which the browser logs.
    consoleErrors.allow(failedResponse(401));
    const admin = await createAdmin(adminServer, { username: uniqueUsername('otp'), password: uniquePassword(), withOtp: true });
    if (admin.otpSecret === null) throw new Error('createAdmin returned no TOTP secret');

    await page.goto(LOGIN_PATH);
    await submitCredentials(page, admin);
    // The password alone is not enough: the code step appears and nothing is stored yet.
    await expect(loginForm(page).code).toBeVisible();
    expect(await readToken(page)).toBeNull();

    await submitOtp(page, wrongTotp(admin.otpSecret));
    await expect(page.getByText(/that code is not valid/i)).toBeVisible();
    expect(await readToken(page)).toBeNull();

    await submitOtp(page, totp(admin.otpSecret));
    await page.waitForURL((url) => url.pathname === '/');
    await expect(shell(page).logOut).toBeVisible();
    expect(await readToken(page)).not.toBeNull();
  });
});
