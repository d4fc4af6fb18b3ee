import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@nail-or-never/shared/router';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { SignedInGate } from './SignedInGate';

jest.setTimeout(30_000);

/** The live updates' stream, held open and silent: what a quiet salon sends. */
const openStream = () => new Promise<never>(() => undefined);

const me = (pendingStep: 'changePassword' | null) => ({ id: 4, username: 'rita', name: 'Rita Desk', role: 'reception', otpEnabled: false, otpRequired: false, pendingStep });

function renderGate() {
  const router = createMemoryRouter([{ element: <SignedInGate />, children: [{ path: '/', element: <h1>Dashboard</h1> }] }], { initialEntries: ['/'] });
  return render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
}

describe('the signed-in gate', () => {
  let http: FakeHttp;
  beforeEach(() => sessionStore.getState().signIn('temporary.token'));
  afterEach(() => {
    // Unmounted first: a gate still mounted would refetch who is signed in, through the real adapter, when the session ends below.
    cleanup();
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('puts the role from /users/me in the session store, and opens the live updates once', async () => {
    http = fakeHttp({ 'GET /users/me': { status: 200, body: { data: me(null) } }, 'GET /events': openStream });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().role).toBe('reception'));
    await waitFor(() => expect(http.calls('GET', '/events')).toBe(1));
    expect(http.requests('GET', '/events')[0]?.authorization).toBe('JWT temporary.token');
  });

  it('asks for a new password before anything else after a temporary one, then lets the person in', async () => {
    let step: 'changePassword' | null = 'changePassword';
    http = fakeHttp({
      'GET /users/me': () => ({ status: 200, body: { data: me(step) } }),
      'GET /events': openStream,
      'PUT /account/password': () => {
        step = null;
        return { status: 200, body: { data: { token: 'own.token', expiresAt: '2026-11-26T10:00:00Z' } } };
      },
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Choose your own password', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    // The API refuses the stream until the step is done: it is not asked for.
    expect(http.calls('GET', '/events')).toBe(0);

    await userEvent.type(screen.getByLabelText('Temporary password'), 'tidy-otter-42-lamp');
    await userEvent.type(screen.getByLabelText('New password'), 'violet canal bicycle');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'violet canal bicycle');
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(http.requests('PUT', '/account/password')[0]?.json).toEqual({ currentPassword: 'tidy-otter-42-lamp', newPassword: 'violet canal bicycle' });
    expect(localStorage.getItem('token')).toBe('own.token');
    await waitFor(() => expect(http.requests('GET', '/events').at(-1)?.authorization).toBe('JWT own.token'));
  });
});
