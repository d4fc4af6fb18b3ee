import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, SIGN_IN_MESSAGES } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { StandaloneSignIn } from './StandaloneSignIn';

const session = { token: 'standalone.jwt.token', expiresAt: '2026-11-22T10:00:00.000Z', user: { id: 1, username: 'admin' } };
let http: ReturnType<typeof fakeHttp> | null = null;

afterEach(() => {
  http?.restore();
  sessionStore.getState().signOut();
});

// Real inputs typed into on a shared 2-core machine: room for the waits, never a sleep.
jest.setTimeout(20_000);

function renderSignIn() {
  const user = userEvent.setup({ delay: null });
  render(<StandaloneSignIn title="Services" />);
  return user;
}

describe('StandaloneSignIn (a remote on its own, signing in with the host’s sign-in form)', () => {
  it('names the remote and says what is missing on the field, with the sign-in page’s own message, sending nothing', async () => {
    http = fakeHttp({});
    const user = renderSignIn();
    expect(screen.getByText('Services — standalone sign-in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(SIGN_IN_MESSAGES.usernameRequired);
    expect(http.all()).toEqual([]);
  });

  it('sends the trimmed username over signInApi and stores the session', async () => {
    http = fakeHttp({ 'POST /users/login': () => ({ status: 200, body: { data: session } }) });
    const user = renderSignIn();
    await user.type(screen.getByLabelText('Username'), '  admin ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(http.requests('POST', '/users/login')[0]?.json).toEqual({ username: 'admin', password: 'secret' });
    expect(sessionStore.getState().token).toBe(session.token);
  });

  it('asks for the code, sends the password again with it, and clears a refused code', async () => {
    http = fakeHttp({
      'POST /users/login': () => ({ status: 200, body: { data: { otpRequired: true } } }),
      'POST /users/otp': () => ({ status: 400, body: { message: 'That code is not right.' } }),
    });
    const user = renderSignIn();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('One-time code');
    await user.type(code, '12 34');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.otpFormat)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(SIGN_IN_MESSAGES.otpFormat);
    expect(http.requests('POST', '/users/otp')).toEqual([]);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(http.requests('POST', '/users/otp')[0]?.json).toEqual({ username: 'admin', password: 'secret', otp: '123456' });
    expect(screen.getByLabelText('One-time code')).toHaveValue('');
    expect(sessionStore.getState().token).toBeNull();
  });
});
