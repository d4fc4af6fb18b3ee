import { screen, waitFor } from '@testing-library/react';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../testing/renderSection';

describe('general section', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-9');
    http = fakeHttp();
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('shows the page the host mounted, from its page prop, and calls the API with the token', async () => {
    http.on('GET', '/employees', { status: 200, body: { data: [], meta: { page: 1, limit: 10, total: 0 } } });
    renderSection('employees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    await waitFor(() => expect(http.requests('GET', '/employees')[0]?.authorization).toBe('JWT token-9'));
  });

  it('reads the page from the prop, not from the address', async () => {
    http.on('GET', '/about-us', { status: 503, body: { message: 'Not now.' } });
    renderSection('about-us', '/somewhere/else', '/somewhere/else');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('says so when mounted without a page it knows', () => {
    renderSection('no-such-page', '/admin/gift-card', '/admin/gift-card');
    expect(screen.getByRole('heading', { name: 'Unknown page' })).toBeInTheDocument();
    expect(http.all()).toHaveLength(0);
  });

  it.each([
    ['contact', 'Contact'],
    ['about-us', 'About Us'],
    ['gift-card/7', 'Gift cards'],
    ['booking', 'Bookings'],
  ])('below %s, an address no route takes is "page not found" in %s, without asking the API', (at, where) => {
    const page = at.split('/')[0] ?? at;
    renderSection(page, `/admin/${at}/extra`);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(`There is nothing at this address in ${where}.`)).toBeInTheDocument();
    expect(http.all()).toHaveLength(0);
  });

  it('below a client, an address no route takes is "page not found" with a way to add a client, without asking the API', () => {
    renderSection('clients', '/admin/clients/7/extra');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add a client' })).toHaveAttribute('href', '/admin/clients?new=1');
    expect(http.all()).toHaveLength(0);
  });
});
