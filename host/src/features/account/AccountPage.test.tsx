import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore, TEAM_MESSAGES } from '@nail-or-never/shared';
import { fakeHttp, renderInDataRouter, type FakeHttp } from '@nail-or-never/shared/testing';
import { AccountPage } from './AccountPage';

jest.setTimeout(30_000);

const me = { id: 4, username: 'rita', name: 'Rita Desk', role: 'reception', otpEnabled: false, otpRequired: false, pendingStep: null };
const URI = 'otpauth://totp/Nail%20Or%20Never:rita?secret=JBSWY3DPEHPK3PXP&issuer=Nail%20Or%20Never';

describe('My account', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({
      'GET /users/me': { status: 200, body: { data: me } },
      'GET /account/sessions': {
        status: 200,
        body: {
          data: [
            { id: 'a', createdAt: '2026-11-25T09:00:00Z', lastSeenAt: '2026-11-25T10:00:00Z', expiresAt: '2026-11-26T09:00:00Z', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', current: true },
            { id: 'b', createdAt: '2026-11-20T09:00:00Z', lastSeenAt: '2026-11-21T10:00:00Z', expiresAt: '2026-11-27T09:00:00Z', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1', current: false },
          ],
        },
      },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  const open = () => renderInDataRouter('/admin/account', <AccountPage />, '/admin/account');

  it('sets up one-time codes: draws the QR as SVG, prints the key with a name, and confirms a code', async () => {
    http.on('POST', '/account/otp', { status: 200, body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: URI } } });
    http.on('POST', '/account/otp/confirm', { status: 200, body: { data: { token: 'token-2', expiresAt: '2026-11-26T10:00:00Z' } } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up one-time codes' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByLabelText('Key for typing into the app')).toHaveValue('JBSW Y3DP EHPK 3PXP');

    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on one-time codes' }));
    await waitFor(() => expect(http.requests('POST', '/account/otp/confirm')[0]?.json).toEqual({ otp: '123456' }));
    // The API ended the old token and answered its replacement: the very next call carries it.
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-2'));
  });

  it('changes the password and shows the server sentence on the new password when it is too weak', async () => {
    http.on('PUT', '/account/password', { status: 400, body: { message: 'Check the highlighted fields.', errors: { newPassword: TEAM_MESSAGES.passwordTooWeak } } });
    open();
    const section = (await screen.findByRole('heading', { name: 'Password' })).closest('section') as HTMLElement;
    await userEvent.type(within(section).getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(within(section).getByLabelText('New password'), 'password123');
    await userEvent.type(within(section).getByLabelText('Repeat the new password'), 'password123');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(TEAM_MESSAGES.passwordTooWeak)).toBeInTheDocument();
    expect(within(section).getByLabelText('New password')).toHaveValue('password123');
    expect(sessionStore.getState().token).toBe('token-1');
  });

  it('refuses two different new passwords before asking the server', async () => {
    open();
    const section = (await screen.findByRole('heading', { name: 'Password' })).closest('section') as HTMLElement;
    await userEvent.type(within(section).getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(within(section).getByLabelText('New password'), 'a-long-new-phrase');
    await userEvent.type(within(section).getByLabelText('Repeat the new password'), 'a-long-new-phrasE');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The two new passwords differ. Type the same one twice.')).toBeInTheDocument();
    expect(http.calls('PUT', '/account/password')).toBe(0);
  });

  it('lists the sessions, this device first, and signs out the others', async () => {
    http.on('POST', '/account/sessions/sign-out-others', { status: 200, body: { data: { token: 'token-3', expiresAt: '2026-11-26T10:00:00Z' } } });
    open();
    const items = (await screen.findByText('Chrome on Linux')).closest('ul') as HTMLElement;
    expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent('This device');
    expect(within(items).getAllByRole('listitem')[1]).toHaveTextContent('Safari on iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-3'));
  });
});
