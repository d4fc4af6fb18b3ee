import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nail-or-never/shared';
import { aPage, aService } from '../../../testing/catalogFixtures';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import { ServicesPanel } from './ServicesPanel';

jest.setTimeout(30_000);

let api: FakeHttp;
const LIST = '/services-parent/list-service';

beforeEach(() => {
  api = fakeHttp();
  api.on('GET', '/contact', { status: 200, body: { data: { currency: 'EUR' } } });
  api.on('GET', LIST, { status: 200, body: aPage([aService(1, { name: 'Gel manicure' })], 1, 10, 1) });
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

async function openDialog(which: 'add' | 'edit') {
  render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        <ServicesPanel groupId={7} groupName="Gel nails" />
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: which === 'add' ? 'Add service' : 'Edit Gel manicure' }));
  const dialog = await screen.findByRole('dialog');
  // The price field names the salon's currency once the contact record has arrived.
  await within(dialog).findByLabelText('Price (EUR)');
  return dialog;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

async function setNumber(dialog: HTMLElement, label: string, value: string) {
  const input = field(dialog, label);
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, value);
}

describe('the service form validates as the API does', () => {
  it('the Add dialog opens without an error: nothing was typed yet', async () => {
    const dialog = await openDialog('add');
    await waitFor(() => expect(field(dialog, 'Name')).toHaveFocus());
    expect(within(dialog).queryByText('History')).not.toBeInTheDocument();
    await userEvent.click(field(dialog, 'Description'));
    expect(within(dialog).queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('requires a name, a duration of 5 to 480 minutes and a price unless free', async () => {
    const dialog = await openDialog('add');
    await waitFor(() => expect(field(dialog, 'Name')).toHaveFocus());
    await setNumber(dialog, 'Duration (minutes)', '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('The duration must be at least 5 minutes.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price, or choose the price type "free".')).toBeInTheDocument();

    await setNumber(dialog, 'Duration (minutes)', '481');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('The duration must be at most 480 minutes.')).toBeInTheDocument();

    await setNumber(dialog, 'Duration (minutes)', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Enter the duration in minutes, for example 45.')).toBeInTheDocument();
    expect(api.requests('POST', '/services')).toHaveLength(0);
  });

  it('takes a clean-up time of 0 to 120 whole minutes and sends it', async () => {
    api.on('POST', '/services', { status: 201, body: { data: aService(2, { name: 'Gel removal', bufferMinutes: 10 }) } });
    const dialog = await openDialog('add');
    expect(within(dialog).getByText('Kept free after the service, 0–120 minutes.')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'Name'), 'Gel removal');
    await userEvent.type(field(dialog, 'Price (EUR)'), '12.5');
    await setNumber(dialog, 'Clean-up time (minutes)', '121');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('The clean-up time must be at most 120 minutes.')).toBeInTheDocument();
    expect(api.requests('POST', '/services')).toHaveLength(0);

    await setNumber(dialog, 'Clean-up time (minutes)', '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(api.requests('POST', '/services')[0]?.body))).toMatchObject({ durationMinutes: 30, bufferMinutes: 10 });
  });

  it('sends JSON with the group id; Enter in a field saves; the dialog closes and the list refreshes', async () => {
    api.on('POST', '/services', { status: 201, body: { data: aService(2, { name: 'Gel removal' }) } });
    const dialog = await openDialog('add');
    await userEvent.type(field(dialog, 'Name'), 'Gel removal');
    await setNumber(dialog, 'Duration (minutes)', '20');
    await userEvent.type(field(dialog, 'Price (EUR)'), '12.5');
    await userEvent.type(field(dialog, 'Name'), '{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('POST', '/services')[0]?.body).toEqual(
      JSON.stringify({ parentId: 7, name: 'Gel removal', description: '', durationMinutes: 20, bufferMinutes: 0, priceType: 'fixed', price: 12.5, displayOrder: 0, active: true }),
    );
    await waitFor(() => expect(api.requests('GET', LIST).length).toBeGreaterThan(1));
  });

  it('a free service is sent without a price and its price box is disabled', async () => {
    api.on('POST', '/services', { status: 201, body: { data: aService(2, {}, { priceType: 'free', price: null }) } });
    const dialog = await openDialog('add');
    await userEvent.type(field(dialog, 'Name'), 'Consultation');
    await userEvent.type(field(dialog, 'Price (EUR)'), '10');
    // The drop-down's own box opens the list (its labelled input is a visually hidden helper).
    const priceType = field(dialog, 'Price type').closest('.p-dropdown');
    if (!(priceType instanceof HTMLElement)) throw new Error('the price type drop-down is missing');
    await userEvent.click(priceType);
    // The panel is still mid-transition in jsdom (hidden to the accessibility tree) when it is clicked.
    await userEvent.click(await screen.findByRole('option', { name: 'Free', hidden: true }));
    expect(field(dialog, 'Price (EUR)')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(api.requests('POST', '/services')).toHaveLength(1));
    expect(JSON.parse(String(api.requests('POST', '/services')[0]?.body))).toMatchObject({ priceType: 'free', price: null });
  });

  it('an emptied price is required again for a fixed price', async () => {
    const dialog = await openDialog('edit');
    // An existing service has its History (read only when opened); the Add dialog has none.
    expect(within(dialog).getByText('History')).toBeInTheDocument();
    await setNumber(dialog, 'Price (EUR)', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('Enter a price, or choose the price type "free".')).toBeInTheDocument();
  });
});

describe('saving a service against the server', () => {
  it('shows the server’s field errors on their fields (a duplicate name)', async () => {
    api.on('POST', '/services', { status: 409, body: { message: 'This group already has a service with this name.', errors: { name: 'Already used in this group.' } } });
    const dialog = await openDialog('add');
    await userEvent.type(field(dialog, 'Name'), 'Gel manicure');
    await userEvent.type(field(dialog, 'Price (EUR)'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Already used in this group.')).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This group already has a service with this name.');
  });

  it('a stale version: explained, "reload" brings the latest values and the next save sends that version', async () => {
    api.on('PUT', '/services', { status: 409, body: { message: 'This service was changed by someone else after you opened it.', errors: { version: 'Stale.' } } });
    const dialog = await openDialog('edit');
    await userEvent.type(field(dialog, 'Description'), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this in the meantime');

    api.on('GET', LIST, { status: 200, body: aPage([aService(1, { name: 'Gel manicure deluxe', version: 2 })], 1, 10, 1) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Gel manicure deluxe'));

    api.on('PUT', '/services', { status: 200, body: { data: aService(1, { name: 'Gel manicure deluxe', version: 3 }) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(api.requests('PUT', '/services')).toHaveLength(2));
    expect(JSON.parse(String(api.requests('PUT', '/services')[1]?.body))).toMatchObject({ id: 1, version: 2 });
  });

  it('cannot be sent twice', async () => {
    const held = heldReply();
    api.on('POST', '/services', held.handler);
    const dialog = await openDialog('add');
    await userEvent.type(field(dialog, 'Name'), 'Gel removal');
    await userEvent.type(field(dialog, 'Price (EUR)'), '12');
    const save = within(dialog).getByRole('button', { name: 'Add service' });
    // A person clicking on regardless: the disabled button must not need to be clickable for this.
    const impatient = userEvent.setup({ pointerEventsCheck: 0 });
    await impatient.click(save);
    await impatient.click(save);
    await impatient.type(field(dialog, 'Name'), '{Enter}');
    expect(api.requests('POST', '/services')).toHaveLength(1);
    held.release({ status: 201, body: { data: aService(2) } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('closing the dialog', () => {
  it('Escape after changing only the price asks first', async () => {
    const dialog = await openDialog('edit');
    await setNumber(dialog, 'Price (EUR)', '31');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Edit “Gel manicure”' })).toBeInTheDocument();
  });

  it('the close icon with changes asks too; without changes it closes', async () => {
    const dialog = await openDialog('edit');
    await userEvent.type(field(dialog, 'Description'), ' and care');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await (async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Edit Gel manicure' }));
      return screen.findByRole('dialog');
    })();
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape closes an untouched form; with changes it asks, and "keep editing" keeps them', async () => {
    await openDialog('add');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(field(dialog, 'Name'), 'Half');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(field(dialog, 'Name')).toHaveValue('Half');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });
});
