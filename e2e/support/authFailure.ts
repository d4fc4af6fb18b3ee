import { expect, type Page } from '@playwright/test';
import { LOGIN_PATH, readToken } from './signIn';

type AuthFailureMessage = 'Unauthorized' | 'Token expired' | 'Invalid token';

/**
 * The messages of the API's 401 answers, read on their way to the page: the page then leaves for
 * the sign-in page (a document navigation), after which a response body can no longer be read.
 */
async function recordAuthFailures(page: Page): Promise<string[]> {
  const messages: string[] = [];
  await page.route('**/api/v1/**', async (route) => {
    const response = await route.fetch();
    if (response.status() === 401) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      if (typeof body?.message === 'string') messages.push(body.message);
    }
    await route.fulfill({ response });
  });
  return messages;
}

/**
 * Opens `path` with the stored token as it is and checks the whole chain: the API answers 401 with
 * `message`, the shared http client removes the token, and the guard sends the admin to sign in.
 */
export async function expectTokenClearedOn401(page: Page, path: string, message: AuthFailureMessage): Promise<void> {
  const messages = await recordAuthFailures(page);

  await page.goto(path);

  await expect.poll(() => messages, { message: 'the API answered 401' }).toContain(message);
  // The URL first: reading storage while the page is leaving for the sign-in page would race it.
  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  await page.waitForLoadState('domcontentloaded');
  await expect.poll(() => readToken(page), { message: 'the token is removed' }).toBeNull();
}
