import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { bookedClient, pageOf } from '../../../testing/clientFixtures';
import { CLIENT_REQUIRED_MESSAGE } from '../model/newBookingResolver';

// Typing into a whole dialog of PrimeReact fields takes seconds on a loaded 2-core machine.
jest.setTimeout(30_000);

async function openNewBooking() {
  renderSection('booking', '/admin/booking?view=list');
  await userEvent.click(await screen.findByRole('button', { name: 'New booking' }));
  return screen.findByRole('dialog', { name: 'New booking' });
}

describe('the New booking dialog', () => {
  const server = bookingsPageHttp({
    'GET /contact': { status: 200, body: { data: { timeZone: 'Europe/London' } } },
    'GET /bookings/range': { status: 200, body: { data: [] } },
  });
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
  });

  it('closes on Escape at once when nothing was typed', async () => {
    const dialog = await openNewBooking();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('asks before Escape throws away a note such as an allergy', async () => {
    const dialog = await openNewBooking();
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Allergic to acetone');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Allergic to acetone');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('an empty booking says in plain words what is missing, and only once a save was tried', async () => {
    const dialog = await openNewBooking();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await userEvent.tab();
    expect(within(dialog).queryByText(CLIENT_REQUIRED_MESSAGE)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('Choose a service.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an employee.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a start time.')).toBeInTheDocument();
    expect(within(dialog).getByText(CLIENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/positive number|ISO 8601/);
    expect(http.requests('POST', '/bookings')).toHaveLength(0);
  });

  it('a start that has passed shows "Record a past visit", which goes away again for a future start', async () => {
    const user = userEvent.setup();
    const dialog = await openNewBooking();
    expect(within(dialog).queryByLabelText(/Record a past visit/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Starts (Europe/London)'), '2001-07-01');
    await user.type(within(dialog).getByLabelText('Starts (Europe/London), time'), '09:30');
    const past = await within(dialog).findByLabelText(/Record a past visit/);
    expect(past).not.toBeChecked();
    await user.click(past);
    expect(past).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Starts (Europe/London)'));
    await user.type(within(dialog).getByLabelText('Starts (Europe/London)'), '2099-07-01');
    await waitFor(() => expect(within(dialog).queryByLabelText(/Record a past visit/)).not.toBeInTheDocument());
  });

  it('sends the client and the start read on the salon\u2019s clock, and closes after the save', async () => {
    const user = userEvent.setup();
    const lee = bookedClient({ id: 9, firstName: 'Lee', lastName: 'Chan', phone: '+44 20 7946 0001', email: '', allergies: '' });
    http.on('GET', '/clients', pageOf([lee]));
    http.on('POST', '/bookings', ({ json }) => ({ status: 201, body: { data: { id: 40, ...(json as object), status: 'pending' } } }));
    const dialog = await openNewBooking();
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), 'lee');
    await user.click(await within(dialog).findByRole('option', { name: /Lee Chan/ }));
    await user.selectOptions(within(dialog).getByLabelText('Service'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Employee'), '5');
    await user.type(within(dialog).getByLabelText('Starts (Europe/London)'), '2026-07-01');
    await user.type(within(dialog).getByLabelText('Starts (Europe/London), time'), '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(http.requests('POST', '/bookings')[0]?.json).toMatchObject({
      clientId: 9,
      customerName: 'Lee Chan',
      customerPhone: '+44 20 7946 0001',
      overrideReason: '',
      items: [{ serviceId: 3, employeeId: 5, startsAt: '2026-07-01T08:30:00.000Z' }],
    });
  });
});
