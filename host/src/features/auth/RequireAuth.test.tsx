import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, sessionStore } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { authTestRoutes } from './authTestRoutes';
import { safeRedirectTarget } from './redirectTarget';

const signedIn = { status: 200, body: { data: { token: 'fresh.token', expiresAt: '2026-11-22T10:00:00.000Z', user: { id: 1, username: 'admin' } } } };

afterEach(() => sessionStore.getState().signOut());

describe('RequireAuth', () => {
  it('sends a visitor without a token to the login page and back to the page asked for after sign-in', async () => {
    fakeHttp({ 'POST /users/login': () => signedIn });
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithRouter(authTestRoutes, '/admin/booking?tab=today');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/login');
    expect(location.current?.search).toBe(`?redirectTo=${encodeURIComponent('/admin/booking?tab=today')}`);

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
    expect(`${location.current?.pathname}${location.current?.search}`).toBe('/admin/booking?tab=today');
  });

  it('lets a signed-in administrator through', () => {
    sessionStore.getState().signIn('stored.token');
    renderWithRouter(authTestRoutes, '/admin/booking');
    expect(screen.getByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of the login page on to the page asked for', () => {
    sessionStore.getState().signIn('stored.token');
    const { location } = renderWithRouter(authTestRoutes, `/admin/login?redirectTo=${encodeURIComponent('/admin/booking')}`);
    expect(location.current?.pathname).toBe('/admin/booking');
  });

  it.each(['Unauthorized', 'Token expired', 'Invalid token'])('lands on the login page when a call answers 401 %s', async (message) => {
    fakeHttp({ 'GET /users/me': () => ({ status: 401, body: { message } }) });
    sessionStore.getState().signIn('revoked.token');
    const { location } = renderWithRouter(authTestRoutes, '/admin/booking');
    expect(screen.getByRole('heading', { name: 'Booking page' })).toBeInTheDocument();

    await act(async () => {
      await authApi.me().catch(() => undefined);
    });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    [null, '/'],
    ['/admin/booking?x=1#top', '/admin/booking?x=1#top'],
    ['//evil.example/phish', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/admin/login?redirectTo=/x', '/'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});
