import { act, screen, waitFor } from '@testing-library/react';
import { authApi, sessionStore } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { authTestRoutes } from './authTestRoutes';
import { leaveFor } from './documentNavigation';
import { safeRedirectTarget } from './redirectTarget';

// The guard leaves for the sign-in page by a full page load (jsdom has none): record where it goes.
jest.mock('./documentNavigation');
const leftFor = jest.mocked(leaveFor);

afterEach(() => {
  sessionStore.getState().signOut();
  leftFor.mockClear();
});

describe('RequireAuth', () => {
  it('sends a visitor without a token to the sign-in page, with the page asked for to come back to', async () => {
    renderWithRouter(authTestRoutes, '/admin/booking?tab=today');
    expect(screen.getByText('Opening the sign-in page…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking page' })).not.toBeInTheDocument();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(`/admin/login?redirectTo=${encodeURIComponent('/admin/booking?tab=today')}`));
  });

  it('sends a visitor of the dashboard to the plain sign-in URL', async () => {
    renderWithRouter(authTestRoutes, '/');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/admin/login'));
  });

  it('lets a signed-in administrator through', () => {
    sessionStore.getState().signIn('stored.token');
    renderWithRouter(authTestRoutes, '/admin/booking');
    expect(screen.getByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it.each(['Unauthorized', 'Token expired', 'Invalid token'])('leaves for the sign-in page when a call answers 401 %s', async (message) => {
    fakeHttp({ 'GET /users/me': () => ({ status: 401, body: { message } }) });
    sessionStore.getState().signIn('revoked.token');
    renderWithRouter(authTestRoutes, '/admin/booking');
    expect(screen.getByRole('heading', { name: 'Booking page' })).toBeInTheDocument();

    await act(async () => {
      await authApi.me().catch(() => undefined);
    });

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(`/admin/login?redirectTo=${encodeURIComponent('/admin/booking')}`));
    expect(screen.queryByRole('heading', { name: 'Booking page' })).not.toBeInTheDocument();
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
