import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, SIGN_IN_MESSAGES } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { EARLY_SUBMIT_PROPERTY } from './earlySubmit';
import { SignInForm } from './SignInForm';

/*
 * The steps themselves are exercised through both pages that draw this form: the host's
 * LoginPage.test.tsx and StandaloneSignIn.test.tsx. Here: what the sign-in page's build relies on,
 * that the form rendered to HTML in Node is taken over by React in the browser as it is (rendered
 * the way host/prerender/SignInPrerender.tsx renders the page: static markup, no text boundaries).
 */
let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  sessionStore.getState().signOut();
  container?.remove();
  root = null;
  container = null;
});

jest.setTimeout(20_000);

describe('SignInForm', () => {
  it('hydrates its server-rendered HTML without a mismatch, then checks the fields as usual', async () => {
    const form = <SignInForm brand="Nail Or Never Admin" />;
    const html = renderToStaticMarkup(form);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.innerHTML;
    const recoverable: unknown[] = [];
    const consoleErrors = jest.spyOn(console, 'error');
    const http = fakeHttp({});

    try {
      await act(async () => {
        root = hydrateRoot(container as HTMLElement, form, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      consoleErrors.mockRestore();
    }
    // Taken over in place: not one node redrawn.
    expect(container.innerHTML).toBe(prerendered);

    const page = within(container);
    expect(page.getByText('Nail Or Never Admin')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(page.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(page.getByLabelText('Password')).toHaveAccessibleDescription(SIGN_IN_MESSAGES.passwordRequired);
    expect(http.all()).toEqual([]);
  });

  it('keeps what was typed before hydration in its state, caret included, and makes a submission held meanwhile once', async () => {
    const form = <SignInForm brand="Nail Or Never Admin" />;
    container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(form);
    document.body.append(container);
    // What a person did while the page's script was on its way: typed, left the caret inside the
    // username, pressed Enter (the page's inline script held the submission and marked the form).
    const username = container.querySelector<HTMLInputElement>('#login-username');
    const password = container.querySelector<HTMLInputElement>('#login-password');
    if (!username || !password) throw new Error('the prerendered form has no username or password input');
    username.value = '  admin ';
    password.value = 'secret';
    username.focus();
    username.setSelectionRange(3, 3);
    const formElement = container.querySelector('form');
    if (!formElement) throw new Error('the prerendered HTML has no form');
    Object.assign(formElement, { [EARLY_SUBMIT_PROPERTY]: true });
    const http = fakeHttp({ 'POST /users/login': () => ({ status: 200, body: { data: { token: 'new.jwt.token', expiresAt: '2026-11-22T10:00:00.000Z', user: { id: 1, username: 'admin' } } } }) });

    const consoleErrors = jest.spyOn(console, 'error');
    try {
      await act(async () => {
        root = hydrateRoot(container as HTMLElement, form);
      });
      await waitFor(() => expect(sessionStore.getState().token).toBe('new.jwt.token'));
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      consoleErrors.mockRestore();
    }
    expect(http.all().map((request) => [request.method, request.path, request.json])).toEqual([['POST', '/users/login', { username: 'admin', password: 'secret' }]]);
    expect(EARLY_SUBMIT_PROPERTY in formElement).toBe(false);
    // Taken into the state, never written back: the inputs, the focus and the caret are as they were.
    expect(username.value).toBe('  admin ');
    expect(password.value).toBe('secret');
    expect(document.activeElement).toBe(username);
    expect([username.selectionStart, username.selectionEnd]).toEqual([3, 3]);
  });
});
