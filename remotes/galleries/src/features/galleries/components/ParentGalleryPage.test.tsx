import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@nail-or-never/shared';
import { fakeHttp } from '@nail-or-never/shared/testing';
import { ParentGalleryPage } from './ParentGalleryPage';

const BASE = '/admin/parent-gallery';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${BASE}/:id`} element={<ParentGalleryPage basePath={BASE} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = {
  id: 7,
  theme: 'Autumn nails',
  description: 'Warm colours for the season',
  image: null,
  displayOrder: 0,
  published: true,
  imageCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

describe('ParentGalleryPage', () => {
  it('loads the group from the server with the session token and shows it', async () => {
    sessionStore.getState().signIn('token-7');
    const http = fakeHttp({ 'GET /gallery-parent/7': () => ({ status: 200, body: { data: group } }) });
    renderAt(`${BASE}/7`);
    expect(await screen.findByRole('heading', { name: 'Autumn nails' })).toBeInTheDocument();
    expect(screen.getByText(/3 images · Published/)).toBeInTheDocument();
    expect(http.all()[0]?.authorization).toBe('JWT token-7');
  });

  it('says the group was not found on a 404, and for an id that is not a number without calling the API', async () => {
    const http = fakeHttp({ 'GET /gallery-parent/99': () => ({ status: 404, body: { message: 'Gallery group not found' } }) });
    const { unmount } = renderAt(`${BASE}/99`);
    expect(await screen.findByText('Gallery group not found')).toBeInTheDocument();
    unmount();
    renderAt(`${BASE}/abc`);
    expect(screen.getByText('Gallery group not found')).toBeInTheDocument();
    expect(http.all()).toHaveLength(1);
  });

  it('offers to try again when the server fails', async () => {
    fakeHttp({ 'GET /gallery-parent/7': () => ({ status: 500, body: { message: 'Something went wrong on the server. Please try again.' } }) });
    renderAt(`${BASE}/7`);
    expect(await screen.findByText('This gallery group could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
