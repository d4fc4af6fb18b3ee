import { expect, type Page, type Response } from '@playwright/test';
import { LOGIN_PATH, readToken } from './signIn';

type AuthFailureMessage = 'Unauthorized' | 'Token expired' | 'Invalid token';

async function authFailureMessage(response: Response): Promise<string | null> {
  if (response.status() !== 401 || !new URL(response.url()).pathname.startsWith('/api/v1/')) return null;
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Opens `path` with the stored token as it is and checks the whole chain: the API answers 401 with
 * `message`, the shared http client removes the token, and the guard sends the admin to sign in.
 */
export async function expectTokenClearedOn401(page: Page, path: string, message: AuthFailureMessage): Promise<void> {
  const messages: Promise<string | null>[] = [];
  page.on('response', (response) => messages.push(authFailureMessage(response)));

  await page.goto(path);

  await expect.poll(async () => (await Promise.all(messages)).filter((seen) => seen !== null), { message: 'the API answered 401' }).toContain(message);
  await expect.poll(() => readToken(page), { message: 'the token is removed' }).toBeNull();
  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
}
