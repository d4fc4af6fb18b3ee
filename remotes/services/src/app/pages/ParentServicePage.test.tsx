import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogQueryKeys, queryClient } from '@nail-or-never/shared';
import { aGroup, aPage } from '../../testing/catalogFixtures';
import { fakeHttp, heldReply, sentFields, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../../testing/renderSection';

jest.setTimeout(30_000);

let api: FakeHttp;

beforeEach(() => {
  api = fakeHttp();
  api.on('GET', '/services-parent/list-service', { status: 200, body: aPage([], 1, 10, 0) });
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});


describe('a group page: its states', () => {
  it('shows a loading state, then the group with its facts', async () => {
    const held = heldReply();
    api.on('GET', '/services-parent/detail', held.handler);
    renderSection('/admin/parent-service/7');
    expect(await screen.findByText('Loading the service group…')).toBeInTheDocument();

    held.release({ status: 200, body: { data: aGroup() } });
    expect(await screen.findByRole('heading', { level: 1, name: /Gel nails/ })).toBeInTheDocument();
    expect(screen.getByText('Long-lasting colour.')).toBeInTheDocument();
    expect(screen.getByText('3 services')).toBeInTheDocument();
    expect(api.requests('GET', '/services-parent/detail')[0]?.params).toEqual({ id: 7 });
  });

  it('an unknown id gets the designed "not found" page; an id that is not a number never reaches the API', async () => {
    api.on('GET', '/services-parent/detail', { status: 404, body: { message: 'Service group not found.' } });
    renderSection('/admin/parent-service/999');
    expect(await screen.findByText('This service group does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Parent Service' })).toBeInTheDocument();
  });

  it('a malformed id is "not found" without a request', async () => {
    renderSection('/admin/parent-service/12abc');
    expect(await screen.findByText('This service group does not exist')).toBeInTheDocument();
    expect(api.requests('GET', '/services-parent/detail')).toHaveLength(0);
  });

  it('a failed load says so and offers to try again', async () => {
    api.on('GET', '/services-parent/detail', { status: 500, body: { message: 'Database unavailable.' } });
    renderSection('/admin/parent-service/7');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This service group could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable.')).toBeInTheDocument();

    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup() } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Gel nails/ })).toBeInTheDocument();
  });
});

describe('editing a group in place', () => {
  it('saves with the version it was opened with, and removes the picture when asked', async () => {
    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup({ image: { url: '/u/a.webp', thumbnailUrl: '/u/a.thumb.webp', width: 10, height: 10 } }) } });
    api.on('PUT', '/services-parent', () => {
      // What the server holds from now on (the save refreshes the group's queries).
      api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup({ name: 'Gel polish', version: 5 }) } });
      return { status: 200, body: { data: aGroup({ name: 'Gel polish', version: 5 }) } };
    });
    renderSection('/admin/parent-service/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    await screen.findByRole('textbox', { name: 'Name' }); // the form is loaded on demand

    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gel polish');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('The picture will be removed when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Gel polish/ })).toBeInTheDocument();
    expect(sentFields(api.requests('PUT', '/services-parent')[0]?.body)).toMatchObject({ id: '7', version: '4', name: 'Gel polish', removeImage: 'true' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('a stale version (409) explains what happened; "reload" shows the latest version and the next save uses it', async () => {
    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup() } });
    api.on('PUT', '/services-parent', {
      status: 409,
      body: {
        message: 'This service group was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
        errors: { version: 'Stale version.' },
      },
    });
    renderSection('/admin/parent-service/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    await screen.findByRole('textbox', { name: 'Name' }); // the form is loaded on demand
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), ' Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone else changed this in the meantime')).toBeInTheDocument();
    expect(within(alert).getByText(/changed by someone else after you opened it/)).toBeInTheDocument();

    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup({ name: 'Gel nails (theirs)', version: 5 }) } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gel nails (theirs)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    api.on('PUT', '/services-parent', { status: 200, body: { data: aGroup({ name: 'Gel nails (theirs)', version: 6 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests('PUT', '/services-parent')).toHaveLength(2));
    expect(sentFields(api.requests('PUT', '/services-parent')[1]?.body)).toMatchObject({ version: '5' });
  });

  it('Cancel closes an unchanged editor at once, and asks when something changed', async () => {
    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup() } });
    renderSection('/admin/parent-service/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    await screen.findByRole('textbox', { name: 'Name' }); // the form is loaded on demand
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), ' Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(`${aGroup().description} Mine.`);
  });

  it("a picture the server refuses: the server's reason under it, and the current picture back", async () => {
    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup({ image: { url: '/u/a.webp', thumbnailUrl: '/u/a.thumb.webp', width: 10, height: 10 } }) } });
    api.on('PUT', '/services-parent', {
      status: 415,
      body: { message: 'This file is not a picture we can read. Upload a JPEG or PNG image.', errors: { image: 'Choose a JPEG or PNG image.' } },
    });
    renderSection('/admin/parent-service/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    await userEvent.upload(await screen.findByLabelText('Picture file'), new File(['plain text'], 'cover.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This file is not a picture we can read. Upload a JPEG or PNG image. Choose a JPEG or PNG image.')).toBeInTheDocument();
    expect(screen.getByText('Current picture.')).toBeInTheDocument();
    expect(screen.queryByText(/saved with the form/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute('src', '/u/a.thumb.webp');
  });

  it('a group deleted meanwhile (404 on save) is said so', async () => {
    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup() } });
    api.on('PUT', '/services-parent', { status: 404, body: { message: 'Service group not found.' } });
    renderSection('/admin/parent-service/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    await screen.findByRole('textbox', { name: 'Name' }); // the form is loaded on demand
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This no longer exists')).toBeInTheDocument();
  });
});

describe('deleting a group', () => {
  it('the confirmation says how many services go with it; "keep" is focused; confirming deletes and leaves the page', async () => {
    api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup({ serviceCount: 3 }) } });
    api.on('DELETE', '/services-parent/7', { status: 200, body: { data: { id: 7 } } });
    queryClient.setQueryData(catalogQueryKeys.serviceGroups.all, [aGroup()]);
    const { router } = renderSection('/admin/parent-service/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group' }));

    expect(await screen.findByText('Its 3 services will be deleted with it. This cannot be undone.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.requests('DELETE', '/services-parent/7')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group and 3 services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parent-service/add'));
    expect(api.requests('DELETE', '/services-parent/7')).toHaveLength(1);
    expect(queryClient.getQueryState(catalogQueryKeys.serviceGroups.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(catalogQueryKeys.serviceGroups.detail(7))).toBeUndefined();
  });
});
