import type { Page } from '@playwright/test';
import type { CreatedAdmin } from '../../support/adminCli';
import { expect, test } from '../../support/fixtures';
import { shell } from '../../support/shell';
import { LOGIN_PATH, loginForm } from '../../support/signIn';
import { DESKTOP } from './shellHelpers';

test.use({ viewport: DESKTOP });

const PAGE_SCRIPT = /\/sign-in\/page\.[0-9a-f]+\.js$/;
const LOGIN_CALL = '/api/v1/users/login';

interface HeldScript {
  /** Resolves once the browser has asked for the page's script (and is waiting for it). */
  requested: Promise<void>;
  release: () => void;
}

/** Holds the sign-in page's script back until released: the prerendered form is all there is meanwhile. */
async function holdPageScript(page: Page): Promise<HeldScript> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = (): void => undefined;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(PAGE_SCRIPT, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Every URL the page asked for or went to, and how many sign-in calls it made. */
function watchTraffic(page: Page) {
  const urls: string[] = [];
  let loginCalls = 0;
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() === 'POST' && new URL(request.url()).pathname === LOGIN_CALL) loginCalls += 1;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return { urls, loginCalls: () => loginCalls };
}

function expectNoPasswordIn(urls: readonly string[], password: string): void {
  const leaks = urls.filter((url) => url.includes(password) || url.includes(encodeURIComponent(password)));
  expect(leaks, 'the password never appears in a URL').toEqual([]);
}

/**
 * Whether React has finished hydrating the prerendered wrapper: its root no longer holds server
 * HTML to adopt. React's own bookkeeping (`__reactContainer$…` on the container of `hydrateRoot`,
 * the root's `isDehydrated`): the page has no public signal, and a guess (a timeout, a request)
 * would let the test act before hydration and pass for the wrong reason.
 */
async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const container = document.querySelector('[data-prerendered]');
    if (!container) return false;
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
    if (!key) return false;
    const fiber = (container as unknown as Partial<Record<string, { stateNode: { current: { memoizedState: { isDehydrated: boolean } | null } } }>>)[key];
    return fiber?.stateNode.current.memoizedState?.isDehydrated === false;
  });
}

/**
 * What became of a submission made before hydration: held by the page's inline script (the form is
 * marked), or sent by the browser itself (the page navigates away).
 */
async function heldOrSent(page: Page): Promise<'held' | 'sent'> {
  const sent = page
    .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    .then(() => 'sent' as const)
    .catch(() => 'sent' as const);
  // The mark is a property of the form (shared/src/signIn/earlySubmit.ts), read through DevTools.
  const held = expect
    .poll(() => page.evaluate(() => (document.querySelector('form') as (HTMLFormElement & { __earlySubmit?: boolean }) | null)?.__earlySubmit === true))
    .toBe(true)
    .then(() => 'held' as const)
    .catch(() => 'sent' as const);
  return Promise.race([held, sent]);
}

/** Opens the sign-in page with its script held back, and types the credentials into the bare HTML form. */
async function typeBeforeHydration(page: Page, admin: CreatedAdmin): Promise<HeldScript> {
  const held = await holdPageScript(page);
  // `load` waits for the deferred script, which is held.
  const response = await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
  // The capture script runs under the page's strict policy: allowed by its hash, not by 'unsafe-inline'
  // (a refused inline script would also be a console error, which fails the test).
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec((await response?.allHeaders())?.['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSources).toMatch(/'sha256-/);
  expect(scriptSources).not.toContain('unsafe-inline');
  await held.requested;
  const form = loginForm(page);
  await form.username.pressSequentially(admin.username);
  await form.password.pressSequentially(admin.password);
  expect(await isHydrated(page), 'the page script is still held back').toBe(false);
  return held;
}

/*
 * The sign-in form is painted from HTML before its script runs (signInPrerender.spec.ts), so a person
 * can use it meanwhile. Nothing they do then may be lost: what they typed survives hydration into
 * the form's state (React keeps the DOM's value while hydrating, not in its state), and a submission
 * made before it is held by the page's inline script, never sent by the browser itself (a GET with
 * the password in the URL), then made once by the form (shared/src/signIn/earlySubmit.ts).
 */
test.describe('the sign-in page before its script has arrived', () => {
  test('what was typed is in the form after hydration, with the focus and the caret where they were, and signs in', async ({ page, freshAdmin }) => {
    const traffic = watchTraffic(page);
    const held = await typeBeforeHydration(page, freshAdmin);
    const form = loginForm(page);
    // Back in the username, the caret two characters before its end.
    await form.username.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const caret = freshAdmin.username.length - 2;

    held.release();
    await expect.poll(() => isHydrated(page), { message: 'React hydrates the form once its script arrives' }).toBe(true);

    await expect(form.username).toHaveValue(freshAdmin.username);
    await expect(form.password).toHaveValue(freshAdmin.password);
    await expect(form.username).toBeFocused();
    expect(await form.username.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([caret, caret]);
    expect(traffic.loginCalls(), 'typing alone sends nothing').toBe(0);

    // The values are the form's state, not only the DOM's: submitting sends them.
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(shell(page).logOut).toBeVisible();
    expect(traffic.loginCalls()).toBe(1);
    expectNoPasswordIn(traffic.urls, freshAdmin.password);
  });

  for (const how of ['Enter in the password field', 'a click on "Sign in"'] as const) {
    test(`submitted with ${how} before hydration: signs in once after it, the password never in the URL`, async ({ page, freshAdmin }) => {
      const traffic = watchTraffic(page);
      const held = await typeBeforeHydration(page, freshAdmin);
      const form = loginForm(page);
      if (how === 'Enter in the password field') await form.password.press('Enter');
      else await form.submit.click();

      // Held, not sent by the browser: the form is marked, the page stays, as typed.
      const outcome = await heldOrSent(page);
      expectNoPasswordIn(traffic.urls, freshAdmin.password);
      expect(outcome).toBe('held');
      expect(new URL(page.url()).pathname).toBe(LOGIN_PATH);
      await expect(form.username).toHaveValue(freshAdmin.username);
      expect(traffic.loginCalls()).toBe(0);

      held.release();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(shell(page).logOut).toBeVisible();
      expect(traffic.loginCalls(), 'the held submission is made once').toBe(1);
      expectNoPasswordIn(traffic.urls, freshAdmin.password);
    });
  }
});
