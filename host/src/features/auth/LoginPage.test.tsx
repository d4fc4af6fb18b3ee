import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@nail-or-never/shared';
import { fakeHttp, heldReply } from '@nail-or-never/shared/testing';
import { leaveFor } from './documentNavigation';
import { LoginPage } from './LoginPage';

// The page leaves by a full page load (jsdom has none): record where it goes instead.
jest.mock('./documentNavigation');
const leftFor = jest.mocked(leaveFor);

const session = { token: 'new.jwt.token', expiresAt: '2026-11-22T10:00:00.000Z', user: { id: 1, username: 'admin' } };
const signedIn = { status: 200, body: { data: session } };
const otpRequired = { status: 200, body: { data: { otpRequired: true } } };

function renderLogin(redirectTo = '/') {
  const user = userEvent.setup({ delay: null });
  const view = render(<LoginPage redirectTo={redirectTo} />);
  return { user, ...view };
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, username = 'admin', password = 'secret') {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
}

// Each test renders the whole page through the real providers and types into real inputs; give a
// shared 2-core CI machine room (a wait for a state, not a sleep).
jest.setTimeout(20_000);

afterEach(() => {
  sessionStore.getState().signOut();
  leftFor.mockClear();
});

describe('LoginPage: credentials', () => {
  it('shows each field error tied to its field and sends nothing when fields are empty', async () => {
    const http = fakeHttp({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Enter your username.')).toHaveAttribute('id', 'login-username-error');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter your username.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(http.all()).toHaveLength(0);
  });

  it('moves focus to the first wrong field and clears its message as soon as the value is right', async () => {
    fakeHttp({});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText('Username');
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();
    expect(username).toHaveFocus();

    await user.type(username, 'a');
    expect(screen.queryByText('Enter your username.')).not.toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'false');
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('sends a visitor who is signed in already on at once, the form still drawn as prerendered', async () => {
    sessionStore.getState().signIn('stored.token');
    renderLogin('/admin/booking');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/admin/booking'));
  });

  it('checks the same rules as the API: a blank username and an over-long one are refused before sending', async () => {
    const http = fakeHttp({});
    const { user } = renderLogin();
    await fillCredentials(user, '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'a'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The username is at most 64 characters.')).toBeInTheDocument();
    expect(http.all()).toHaveLength(0);
  });

  it('signs in, stores the token and opens the page it was given', async () => {
    const http = fakeHttp({ 'POST /users/login': () => signedIn });
    const { user } = renderLogin('/admin/booking?tab=today');
    await fillCredentials(user, '  admin ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/admin/booking?tab=today'));
    expect(localStorage.getItem('token')).toBe('new.jwt.token');
    expect(http.all()[0]?.json).toEqual({ username: 'admin', password: 'secret' });
  });

  it.each([
    ['wrong credentials', { status: 401, body: { message: 'Incorrect username or password.' } }, 'Incorrect username or password.'],
    ['locked out', { status: 429, body: { message: 'Too many failed sign-ins. Try again in 15 minutes.' } }, 'Too many failed sign-ins. Try again in 15 minutes.'],
    ['server error', { status: 500, body: {} }, 'Something went wrong on the server. Please try again.'],
  ] as const)('shows a clear message for %s', async (_case, reply, message) => {
    fakeHttp({ 'POST /users/login': () => reply });
    const { user } = renderLogin();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    fakeHttp({ 'POST /users/login': () => 'network-error' });
    const { user } = renderLogin();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
  });

  it('shows the server field errors on the fields', async () => {
    fakeHttp({ 'POST /users/login': () => ({ status: 400, body: { message: 'Check the highlighted fields.', errors: { username: 'A username has at most 100 characters.' } } }) });
    const { user } = renderLogin();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('A username has at most 100 characters.'));
  });

  it('cannot be submitted twice: one request, a busy disabled button until the answer', async () => {
    const pending = heldReply();
    const http = fakeHttp({ 'POST /users/login': pending.handler });
    const { user } = renderLogin();
    await fillCredentials(user);
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');

    const busyButton = await screen.findByRole('button', { name: /Signing in/ });
    expect(busyButton).toBeDisabled();
    expect(http.all()).toHaveLength(1);

    pending.release({ status: 401, body: { message: 'Incorrect username or password.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(http.all()).toHaveLength(1);
  });
});

describe('LoginPage: one-time code', () => {
  async function reachCodeStep(handlers: Parameters<typeof fakeHttp>[0]) {
    const http = fakeHttp({ 'POST /users/login': () => otpRequired, ...handlers });
    const view = renderLogin();
    await fillCredentials(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('One-time code');
    return { ...view, http, code };
  }

  it('asks for a 6-digit code with the right keyboard and autofill hints', async () => {
    const { code } = await reachCodeStep({});
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveFocus();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('validates the code before sending it', async () => {
    const { user, code, http } = await reachCodeStep({});
    await user.type(code, '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    expect(http.all().filter((request) => request.path === '/users/otp')).toHaveLength(0);
  });

  it('shows the wrong-code message, then signs in with the right code', async () => {
    let attempts = 0;
    const { user, code, http } = await reachCodeStep({
      'POST /users/otp': () => {
        attempts += 1;
        return attempts === 1 ? { status: 401, body: { message: 'That code is not valid. Check the time on your device and try again.' } } : signedIn;
      },
    });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid.');

    expect(screen.getByLabelText('One-time code')).toHaveValue('');
    expect(screen.getByLabelText('One-time code')).toHaveFocus();
    await user.type(screen.getByLabelText('One-time code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('token')).toBe('new.jwt.token');
    expect(http.all().filter((request) => request.path === '/users/otp').map((request) => request.json)).toEqual([
      { username: 'admin', password: 'secret', otp: '111111' },
      { username: 'admin', password: 'secret', otp: '222222' },
    ]);
  });

  it('goes back to the credentials with the username kept', async () => {
    const { user } = await reachCodeStep({});
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
