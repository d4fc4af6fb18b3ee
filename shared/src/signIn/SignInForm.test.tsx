import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_MESSAGES } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
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
});
