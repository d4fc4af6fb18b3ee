import { screen, waitFor, within } from '@testing-library/react';
import { calendarAnswer } from '../../../testing/bookingFixtures';
import userEvent from '@testing-library/user-event';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { bookedClient, pageOf } from '../../../testing/clientFixtures';

// Typing into a whole dialog of PrimeReact fields takes seconds on a loaded 2-core machine.
jest.setTimeout(30_000);

const ana = bookedClient();
const anabel = bookedClient({ id: 8, firstName: 'Anabel', lastName: 'Costa', phone: '06 12 34 56 78', email: '', allergies: '' });

async function openNewBooking(address = '/admin/booking?view=list') {
  renderSection('booking', address);
  if (!address.includes('new=1')) await userEvent.click(await screen.findByRole('button', { name: 'New booking' }));
  return screen.findByRole('dialog', { name: 'New booking' });
}

describe('the New booking dialog\u2019s client field', () => {
  const server = bookingsPageHttp({ 'GET /bookings/calendar': { status: 200, body: calendarAnswer([]) } });
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
    http.on('GET', '/clients', ({ params }) => pageOf([ana, anabel].filter((client) => `${client.firstName} ${client.phone}`.toLowerCase().includes(String(params.q).toLowerCase()))));
  });

  it('suggests clients as one types, with their phone and an allergy marker, and announces how many', async () => {
    const dialog = await openNewBooking();
    const field = within(dialog).getByRole('combobox', { name: 'Client' });
    await userEvent.type(field, 'ana');
    const list = await within(dialog).findByRole('listbox', { name: 'Clients' });
    await within(list).findByRole('option', { name: /Anabel Costa/ });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ana Silva+44 20 7946 0000 Allergies',
      'Anabel Costa06 12 34 56 78',
      ' New client \u201cana\u201d',
    ]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 clients found.'));
    expect(http.requests('GET', '/clients').at(-1)?.params).toMatchObject({ q: 'ana', limit: 8 });
  });

  it('is used with the keyboard: Down moves, Enter picks and shows the allergies, Escape closes only the list', async () => {
    const user = userEvent.setup();
    http.on('POST', '/bookings', ({ json }) => ({ status: 201, body: { data: { id: 40, ...(json as object), status: 'pending' } } }));
    const dialog = await openNewBooking();
    const field = within(dialog).getByRole('combobox', { name: 'Client' });
    await user.type(field, 'an');
    await within(dialog).findAllByRole('option', { name: /Ana/ });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(dialog).getByRole('option', { name: /Anabel Costa/ });
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(field).toHaveValue('Ana Silva');
    expect(http.requests('POST', '/bookings')).toHaveLength(0);
    expect(within(dialog).getByRole('note', { name: 'Allergies and sensitivities of Ana Silva' })).toHaveTextContent('Acetone: use the acetone-free remover.');

    await user.selectOptions(within(dialog).getByLabelText('Service'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Employee'), '5');
    await user.type(within(dialog).getByLabelText('Starts (Asia/Tokyo)'), '2026-07-01');
    await user.type(within(dialog).getByLabelText('Starts (Asia/Tokyo), time'), '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(http.requests('POST', '/bookings')).toHaveLength(1));
    expect(http.requests('POST', '/bookings')[0]?.json).toMatchObject({ clientId: 7, customerName: 'Ana Silva', customerPhone: ana.phone, customerEmail: ana.email });
  });

  it('typing again after a choice undoes it: the booking is refused until a client is chosen', async () => {
    const dialog = await openNewBooking();
    const field = within(dialog).getByRole('combobox', { name: 'Client' });
    await userEvent.type(field, 'anabel');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Anabel Costa/ }));
    await userEvent.type(field, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('Choose the client, or add a new one.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Choose the client, or add a new one.');
  });

  it('adds a new client from what was typed, asks "Is this \u2026?" on a known phone, and picks who is chosen', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/duplicates', ({ params }) => ({ status: 200, body: { data: String(params.phone).includes('0612') ? [anabel] : [] } }));
    const dialog = await openNewBooking();
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), '0612');
    await user.click(await within(dialog).findByRole('option', { name: /New client/ }));
    const group = within(dialog).getByRole('group', { name: 'New client' });
    expect(within(group).getByLabelText('Client phone')).toHaveValue('0612');
    expect(within(group).getByLabelText('First name')).toHaveFocus();
    await user.click(await within(group).findByRole('button', { name: 'Yes, choose Anabel Costa' }));
    expect(within(dialog).queryByRole('group', { name: 'New client' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('Anabel Costa');
    expect(http.requests('POST', '/clients')).toHaveLength(0);
  });

  it('saves a new client with Enter in its form, and books for them', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients', pageOf([]));
    http.on('GET', '/clients/duplicates', { status: 200, body: { data: [] } });
    http.on('POST', '/clients', ({ json }) => ({ status: 201, body: { data: bookedClient({ ...(json as object), id: 31, allergies: '' }) } }));
    const dialog = await openNewBooking();
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), 'Mia Wong');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No client matches.'));
    await user.keyboard('{ArrowDown}{Enter}');
    const group = within(dialog).getByRole('group', { name: 'New client' });
    expect(within(group).getByLabelText('First name')).toHaveValue('Mia');
    expect(within(group).getByLabelText('Last name (optional)')).toHaveValue('Wong');
    await user.type(within(group).getByLabelText('Client phone'), '+44 20 7946 0999{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('Mia Wong'));
    expect(http.requests('POST', '/clients')[0]?.json).toMatchObject({ firstName: 'Mia', lastName: 'Wong', phone: '+44 20 7946 0999', marketingConsent: false });
    expect(http.requests('POST', '/bookings')).toHaveLength(0);
  });

  it('Escape in the new client form leaves that form (asking when something was typed), not the booking dialog', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/duplicates', { status: 200, body: { data: [] } });
    const dialog = await openNewBooking();
    await user.click(within(dialog).getByRole('button', { name: 'New client' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Mia');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'New client' })).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toBeInTheDocument();
  });

  it('the dialog\u2019s close icon asks before a half-typed new client is lost', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/duplicates', { status: 200, body: { data: [] } });
    const dialog = await openNewBooking();
    await user.click(within(dialog).getByRole('button', { name: 'New client' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Mia');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Mia');
  });

  it('opens with the client of the address filled in (a client page\u2019s "New booking")', async () => {
    http.on('GET', '/clients/7', { status: 200, body: { data: ana } });
    const dialog = await openNewBooking('/admin/booking?new=1&clientId=7');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('Ana Silva'));
    expect(within(dialog).getByRole('note')).toHaveTextContent('Acetone');
  });
});
