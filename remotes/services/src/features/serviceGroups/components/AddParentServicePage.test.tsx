import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogQueryKeys, queryClient } from '@nail-or-never/shared';
import { aGroup, aPage } from '../../../testing/catalogFixtures';
import { fakeHttp, heldReply, sentFields, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

let api: FakeHttp;

beforeEach(() => {
  api = fakeHttp();
  api.on('GET', '/services-parent/detail', { status: 200, body: { data: aGroup({ id: 12, name: 'Acrylics', serviceCount: 0 }) } });
  api.on('GET', '/services-parent/list-service', { status: 200, body: aPage([], 1, 10, 0) });
  api.on('GET', '/services-parent/with-out-pagination', { status: 200, body: { data: [] } });
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const submit = () => screen.getByRole('button', { name: 'Add service group' });

async function openAddPage() {
  const view = renderSection('/admin/parent-service/add');
  await screen.findByRole('heading', { level: 1, name: 'Add Parent Service' });
  return view;
}


describe('the add-group form validates as the API does, before sending', () => {
  it('requires a name of 2 to 80 characters and focuses it', async () => {
    await openAddPage();
    await userEvent.click(submit());
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(nameInput()).toHaveFocus();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(nameInput(), 'x'.repeat(81));
    await userEvent.click(submit());
    expect(await screen.findByText('The name must be at most 80 characters.')).toBeInTheDocument();
    expect(api.requests('POST', '/services-parent')).toHaveLength(0);
  });

  it('refuses a description over 2000 characters and an empty display order', async () => {
    await openAddPage();
    await userEvent.type(nameInput(), 'Acrylics');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(2001));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Display order' }));
    await userEvent.click(submit());
    expect(await screen.findByText('The description must be at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByText('The display order must be a number.')).toBeInTheDocument();
    expect(api.requests('POST', '/services-parent')).toHaveLength(0);
  });

  it('checks a picked file: not a picture, or empty, is refused with its name', async () => {
    await openAddPage();
    const fileInput = screen.getByLabelText('Picture file');
    await userEvent.upload(fileInput, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByText('“notes.txt” is not a JPEG, PNG, WebP, AVIF or HEIC picture.')).toBeInTheDocument();

    await userEvent.upload(fileInput, new File([], 'empty.png', { type: 'image/png' }));
    expect(screen.getByText('“empty.png” is empty. Choose another picture.')).toBeInTheDocument();

    await userEvent.upload(fileInput, new File(['png'], 'hands.png', { type: 'image/png' }));
    expect(screen.getByText('New picture: hands.png (saved with the form).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('No picture yet.')).toBeInTheDocument();
  });
});

describe('saving a new group', () => {
  it('sends a multipart form with the picture, refreshes the menu list and opens the new page', async () => {
    api.on('POST', '/services-parent', { status: 201, body: { data: aGroup({ id: 12, name: 'Acrylics', serviceCount: 0 }) } });
    queryClient.setQueryData(catalogQueryKeys.serviceGroups.all, []);
    const { router } = await openAddPage();

    await userEvent.type(nameInput(), '  Acrylics ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Sculpted tips.');
    await userEvent.upload(screen.getByLabelText('Picture file'), new File(['png'], 'tips.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parent-service/12'));
    expect(sentFields(api.requests('POST', '/services-parent')[0]?.body)).toEqual({
      name: 'Acrylics',
      description: 'Sculpted tips.',
      displayOrder: '0',
      active: 'false',
      image: 'file:tips.png',
    });
    // The host's menu observes this key: invalidating it refetches the menu with the new group.
    expect(queryClient.getQueryState(catalogQueryKeys.serviceGroups.all)?.isInvalidated).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: /Acrylics/ })).toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields, and a duplicate’s explanation', async () => {
    api.on('POST', '/services-parent', {
      status: 409,
      body: { message: 'A service group with this name already exists.', errors: { name: 'This name is already used by another group.' } },
    });
    await openAddPage();
    await userEvent.type(nameInput(), 'Gel nails{Enter}');

    expect(await screen.findByText('This name is already used by another group.')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('A service group with this name already exists.')).toBeInTheDocument();
  });

  it("puts the server's reason for a refused picture under the picture, and takes the file back out", async () => {
    // The API's shape: the reason in the message, what to pick instead on the field.
    api.on('POST', '/services-parent', {
      status: 415,
      body: { message: 'This file is not a picture we can read. Upload a JPEG or PNG image.', errors: { image: 'Choose a JPEG or PNG image.' } },
    });
    await openAddPage();
    await userEvent.type(nameInput(), 'Acrylics');
    await userEvent.upload(screen.getByLabelText('Picture file'), new File(['not a picture'], 'odd.png', { type: 'image/png' }));
    expect(screen.getByText('New picture: odd.png (saved with the form).')).toBeInTheDocument();
    await userEvent.click(submit());

    expect(await screen.findByText('This file is not a picture we can read. Upload a JPEG or PNG image. Choose a JPEG or PNG image.')).toBeInTheDocument();
    expect(screen.getByText('No picture yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Acrylics');
  });

  it('cannot be sent twice: a second click or Enter while saving sends nothing', async () => {
    const held = heldReply();
    api.on('POST', '/services-parent', held.handler);
    const { router } = await openAddPage();
    await userEvent.type(nameInput(), 'Acrylics');
    const impatient = userEvent.setup({ pointerEventsCheck: 0 });
    await impatient.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    await impatient.click(submit());
    await impatient.type(nameInput(), '{Enter}');
    expect(api.requests('POST', '/services-parent')).toHaveLength(1);

    held.release({ status: 201, body: { data: aGroup({ id: 12, name: 'Acrylics' }) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parent-service/12'));
    expect(api.requests('POST', '/services-parent')).toHaveLength(1);
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first; "stay" keeps the typing, "leave" goes', async () => {
    const { router } = await openAddPage();
    await userEvent.type(nameInput(), 'Half typed');

    await userEvent.click(screen.getByRole('link', { name: 'Leave to the dashboard' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/admin/parent-service/add');
    expect(nameInput()).toHaveValue('Half typed');

    await userEvent.click(screen.getByRole('link', { name: 'Leave to the dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('does not ask when nothing was changed, and warns before the tab closes when something was', async () => {
    const { router } = await openAddPage();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);

    await userEvent.type(nameInput(), 'x');
    const warned = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);

    await userEvent.clear(nameInput());
    await userEvent.click(screen.getByRole('link', { name: 'Leave to the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
