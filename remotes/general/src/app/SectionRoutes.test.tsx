import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@nail-or-never/shared/router';
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
    http = fakeHttp();
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
  });

  it('shows the page the host mounted, from its page prop, and calls the API with the token', async () => {
    http.on('GET', '/employees', { status: 200, body: { data: [], meta: { page: 1, limit: 10, total: 0 } } });
    renderPage('/admin/employees', 'employees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    await waitFor(() => expect(http.requests('GET', '/employees')[0]?.authorization).toBe('JWT token-9'));
  });

  it('reads the page from the prop, not from the address', async () => {
    http.on('GET', '/about-us', { status: 503, body: { message: 'Not now.' } });
    renderPage('/somewhere/else', 'about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
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

});
