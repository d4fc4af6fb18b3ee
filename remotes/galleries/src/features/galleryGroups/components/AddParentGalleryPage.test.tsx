import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogQueryKeys, queryClient } from '@nail-or-never/shared';
import { fakeHttp, sentFields, type FakeHttp } from '@nail-or-never/shared/testing';
import { aGalleryGroup, anImagePage } from '../../../testing/galleryFixtures';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

let api: FakeHttp;

beforeEach(() => {
  api = fakeHttp();
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

describe('adding a gallery group', () => {
  it('checks the theme before sending anything', async () => {
    renderSection('/admin/parent-gallery/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Add gallery group' }));
    expect(await screen.findByText('Enter a theme.')).toBeInTheDocument();
    expect(api.all()).toHaveLength(0);
  });

  it('shows the server\'s duplicate refusal on the theme and keeps what was typed', async () => {
    api.on('POST', '/gallery-parent', { status: 409, body: { message: 'A gallery group with this theme already exists.', errors: { theme: 'Already used.' } } });
    renderSection('/admin/parent-gallery/add');
    await userEvent.type(await screen.findByLabelText('Theme'), 'Summer');
    await userEvent.click(screen.getByRole('button', { name: 'Add gallery group' }));
    expect(await screen.findByText('Already used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Theme')).toHaveValue('Summer');
  });

  it('creates the group, refreshes the menu list and opens its page', async () => {
    api.on('POST', '/gallery-parent', { status: 201, body: { data: aGalleryGroup({ id: 12, theme: 'Summer', imageCount: 0 }) } });
    api.on('GET', '/gallery-parent/12', { status: 200, body: { data: aGalleryGroup({ id: 12, theme: 'Summer', imageCount: 0 }) } });
    api.on('GET', '/gallery/list-gallery/12', { status: 200, body: anImagePage([]) });
    queryClient.setQueryData(catalogQueryKeys.galleryGroups.all, []);
    const { router } = renderSection('/admin/parent-gallery/add');
    await userEvent.type(await screen.findByLabelText('Theme'), 'Summer');
    await userEvent.click(screen.getByRole('button', { name: 'Add gallery group' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parent-gallery/12'));
    expect(sentFields(api.requests('POST', '/gallery-parent')[0]?.body)).toEqual({ theme: 'Summer', description: '', displayOrder: '0', published: 'true' });
    expect(queryClient.getQueryState(catalogQueryKeys.galleryGroups.all)?.isInvalidated).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: /Summer/ })).toBeInTheDocument();
  });
});
