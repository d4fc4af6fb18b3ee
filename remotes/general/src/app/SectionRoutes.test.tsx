import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import GeneralSection from '../expose/Section';

/** Mounts the section as the host does: at `basePath/*`, with the page the remotes table names. */
function renderPage(basePath: string, page: string | undefined, at = basePath) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<GeneralSection basePath={basePath} page={page} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('general section', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-9');
    http = fakeHttp({ 'GET /users/me': () => ({ status: 200, body: { data: { id: 1, username: 'salon-admin' } } }) });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
  });

  it('shows the page the host mounted, from its page prop, and who is signed in (with the token)', async () => {
    renderPage('/admin/employees', 'employees');
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('Signed in as salon-admin');
    expect(http.requests('GET', '/users/me')[0]?.authorization).toBe('JWT token-9');
  });

  it('reads the page from the prop, not from the address', () => {
    renderPage('/somewhere/else', 'about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('says so when mounted without a page it knows', () => {
    renderPage('/admin/gift-card', 'no-such-page');
    expect(screen.getByRole('heading', { name: 'Unknown page' })).toBeInTheDocument();
    expect(http.all()).toHaveLength(0);
  });

  it('has nothing below a page yet: a deeper address is "page not found"', () => {
    renderPage('/admin/contact', 'contact', '/admin/contact/extra');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when the server cannot tell who is signed in', async () => {
    http.on('GET', '/users/me', { status: 500, body: { message: 'Something went wrong on the server. Please try again.' } });
    renderPage('/admin/contact', 'contact');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server');
  });
});
