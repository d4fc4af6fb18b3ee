import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminCredentials } from './adminServer';

export const LOGIN_PATH = '/admin/login';
export const TOKEN_KEY = 'token';

export interface SignInOptions extends AdminCredentials {
  /** The current one-time code, for an administrator with TOTP on. */
  otp?: string;
}

/** The login page as a person sees it: found by labels and button names, never by CSS classes. */
export const loginForm = (page: Page) => ({
  username: page.getByLabel(/^username$/i),
  password: page.getByLabel(/^password$/i),
  submit: page.getByRole('button', { name: /^sign in$/i }),
  code: page.getByLabel(/^one-time code$/i),
  verify: page.getByRole('button', { name: /^verify code$/i }),
});

export function isLoginUrl(url: URL): boolean {
  return url.pathname === LOGIN_PATH;
}

export async function submitCredentials(page: Page, credentials: AdminCredentials): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(credentials.username);
  await form.password.fill(credentials.password);
  await form.submit.click();
}

export async function submitOtp(page: Page, otp: string): Promise<void> {
  const form = loginForm(page);
  await form.code.fill(otp);
  await form.verify.click();
}

/**
 * The stored token. Signing in and out are page loads (the sign-in page is a page of its own): a
 * read that a navigation interrupts is tried again in the page that replaced it.
 */
export async function readToken(page: Page): Promise<string | null> {
  for (;;) {
    try {
      return await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * Signs in through the real login form (opening it unless the page is already there, e.g. after the
 * guard redirected) and waits until the admin has left the login page with a token stored.
 */
export async function signIn(page: Page, options: SignInOptions): Promise<void> {
  if (!isLoginUrl(new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()))) {
    await page.goto(LOGIN_PATH);
  }
  await submitCredentials(page, options);
  if (options.otp !== undefined) await submitOtp(page, options.otp);
  await page.waitForURL((url) => !isLoginUrl(url));
  await expect.poll(() => readToken(page), { message: 'a token is stored after signing in' }).not.toBeNull();
}

interface LoginResponse {
  data: { token: string } | { otpRequired: true };
}

/** Signs in through the API (no browser) and returns the token; for set-up steps, not for the UI test. */
export async function signInByApi(request: APIRequestContext, baseUrl: string, credentials: AdminCredentials): Promise<string> {
  const response = await request.post(`${baseUrl}/api/v1/users/login`, { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as LoginResponse;
  if (!('token' in body.data)) throw new Error(`${credentials.username} needs a one-time code; signInByApi cannot supply one`);
  return body.data.token;
}

/** Stores a token before any app script runs, as if the administrator had signed in earlier. */
export async function presetToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first document of the test: a later sign-out must be able to remove it for good.
      if (window.sessionStorage.getItem('e2e-token-preset') === null) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-token-preset', '1');
      }
    },
    [TOKEN_KEY, token] as const,
  );
}
