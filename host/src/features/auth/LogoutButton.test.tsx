import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { authTestRoutes } from './authTestRoutes';
import { leaveFor } from './documentNavigation';

// The sign-in page is loaded as a document (jsdom has none): record where the button goes.
jest.mock('./documentNavigation');
const leftFor = jest.mocked(leaveFor);

afterEach(() => {
  sessionStore.getState().signOut();
  leftFor.mockClear();
});

describe('LogoutButton', () => {
  it('revokes the token on the server, removes it and opens the plain sign-in page', async () => {
    const http = fakeHttp({ 'POST /users/logout': () => ({ status: 200, body: { data: { loggedOut: true } } }) });
    sessionStore.getState().signIn('current.token');
    const user = userEvent.setup({ delay: null });
    renderWithRouter(authTestRoutes, '/');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    // First, before the token goes: the URL without "come back here". (leaveFor ignores the guard's
    // later call; the e2e logout test sees the final URL.)
    expect(leftFor.mock.calls[0]).toEqual(['/admin/login']);
    expect(http.all()).toEqual([expect.objectContaining({ method: 'POST', path: '/users/logout', authorization: 'JWT current.token' })]);
  });

  it('does nothing when the server call fails (spec: logout failure is ignored)', async () => {
    const http = fakeHttp({ 'POST /users/logout': () => 'network-error' });
    sessionStore.getState().signIn('current.token');
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithRouter(authTestRoutes, '/');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(http.all()).toHaveLength(1);
    expect(location.current?.pathname).toBe('/');
    expect(leftFor).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('current.token');
  });
});
