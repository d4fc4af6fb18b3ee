import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { authTestRoutes } from './authTestRoutes';

afterEach(() => sessionStore.getState().signOut());

describe('LogoutButton', () => {
  it('revokes the token on the server, removes it and opens the login page', async () => {
    const http = fakeHttp({ 'POST /users/logout': () => ({ status: 200, body: { data: { loggedOut: true } } }) });
    sessionStore.getState().signIn('current.token');
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithRouter(authTestRoutes, '/');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/login');
    expect(location.current?.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
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
    expect(localStorage.getItem('token')).toBe('current.token');
  });
});
