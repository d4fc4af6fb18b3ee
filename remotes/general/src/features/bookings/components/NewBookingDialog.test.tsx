import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@nail-or-never/shared';
import { calendarAnswer } from '../../../testing/bookingFixtures';
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
    'GET /bookings/calendar': { status: 200, body: calendarAnswer([]) },
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
    // "Anyone available" until a free time names who: without a time there is nobody yet.
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
    // An exact time typed (a walk-in): still booked, the server's rules decide.
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

  const slot = (time: string, employeeIds: number[]) => ({ startsAt: `2026-07-01T${time}:00+01:00`, time, employeeIds });
  const offers = (...slots: Array<ReturnType<typeof slot>>) => ({ status: 200, body: { data: { date: '2026-07-01', employees: [{ id: 5, name: 'Maya Okafor' }], durationMinutes: 60, slots } } });

  it('lists the services by group and only the employees who perform them, with "Anyone available"', async () => {
    const user = userEvent.setup();
    http.on('GET', '/employees', {
      status: 200,
      body: { data: [{ id: 5, firstName: 'Maya', lastName: 'Okafor', serviceIds: [3] }, { id: 6, firstName: 'Sam', lastName: 'Kim', serviceIds: [] }], meta: { page: 1, limit: 100, total: 2 } },
    });
    const dialog = await openNewBooking();
    const service = within(dialog).getByLabelText('Service');
    expect(await within(service).findByRole('group', { name: 'Feet' })).toBeInTheDocument();
    await user.selectOptions(service, '3');
    await user.type(within(dialog).getByLabelText('Starts (Europe/London)'), '2026-03-03');
    const employee = within(dialog).getByLabelText('Employee');
    expect(within(employee).getAllByRole('option').map((option) => option.textContent)).toEqual(['Anyone available', 'Maya Okafor']);
    expect(await within(dialog).findByText(/^No free time on .+ for Pedicure — try another day or employee\.$/)).toBeInTheDocument();
  });

  it('books an offered time for anyone available: the time names the employee', async () => {
    const user = userEvent.setup();
    const lee = bookedClient({ id: 9, firstName: 'Lee', lastName: 'Chan', phone: '+44 20 7946 0001', email: '', allergies: '' });
    http.on('GET', '/clients', pageOf([lee]));
    http.on('GET', '/bookings/availability', offers(slot('09:00', [5]), slot('14:00', [5])));
    http.on('POST', '/bookings', ({ json }) => ({ status: 201, body: { data: { id: 40, ...(json as object), status: 'pending' } } }));
    const dialog = await openNewBooking();
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), 'lee');
    await user.click(await within(dialog).findByRole('option', { name: /Lee Chan/ }));
    await user.selectOptions(within(dialog).getByLabelText('Service'), '3');
    await user.type(within(dialog).getByLabelText('Starts (Europe/London)'), '2026-07-01');
    const times = await within(dialog).findByRole('group', { name: 'Free start times on Wed 1 Jul' });
    await waitFor(() => expect(http.requests('GET', '/bookings/availability').at(-1)?.params).toEqual({ date: '2026-07-01', services: '3' }));
    await user.click(within(times).getByRole('button', { name: '14:00' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '14:00' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(dialog).getByLabelText('Employee')).toHaveValue('5');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(http.requests('POST', '/bookings')[0]?.json).toMatchObject({ clientId: 9, items: [{ serviceId: 3, employeeId: 5, startsAt: '2026-07-01T13:00:00.000Z' }] });
  });

  it('says so before "Book" when a refreshed answer no longer offers the chosen time', async () => {
    const user = userEvent.setup();
    http.on('GET', '/bookings/availability', offers(slot('09:00', [5]), slot('14:00', [5])));
    const dialog = await openNewBooking();
    await user.selectOptions(within(dialog).getByLabelText('Service'), '3');
    await user.type(within(dialog).getByLabelText('Starts (Europe/London)'), '2026-07-01');
    await user.click(await within(dialog).findByRole('button', { name: '14:00' }));
    // Someone else booked 14:00: the next answer leaves it out.
    http.on('GET', '/bookings/availability', offers(slot('09:00', [5])));
    // eslint-disable-next-line architecture/resource-writes -- stands in for another desk's booking, which refreshes everything under `bookings`
    await act(() => queryClient.invalidateQueries({ queryKey: ['bookings'] }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('14:00 was just taken — choose another time.');
  });

  it('an offered time places a second service after the first and its clean-up time, with the same employee', async () => {
    const user = userEvent.setup();
    http.on('GET', '/services', {
      status: 200,
      body: { data: [{ id: 3, parentId: 1, name: 'Pedicure', durationMinutes: 60, bufferMinutes: 15 }, { id: 4, parentId: 1, name: 'Polish', durationMinutes: 30 }], meta: { page: 1, limit: 100, total: 2 } },
    });
    http.on('GET', '/employees', { status: 200, body: { data: [{ id: 5, firstName: 'Maya', lastName: 'Okafor', serviceIds: [3, 4] }], meta: { page: 1, limit: 100, total: 1 } } });
    http.on('GET', '/bookings/availability', offers(slot('09:30', [5])));
    const lee = bookedClient({ id: 9, firstName: 'Lee', lastName: 'Chan', phone: '+44 20 7946 0001', email: '', allergies: '' });
    http.on('GET', '/clients', pageOf([lee]));
    http.on('POST', '/bookings', ({ json }) => ({ status: 201, body: { data: { id: 40, ...(json as object), status: 'pending' } } }));
    const dialog = await openNewBooking();
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), 'lee');
    await user.click(await within(dialog).findByRole('option', { name: /Lee Chan/ }));
    await user.selectOptions(within(dialog).getByLabelText('Service'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    await user.selectOptions(within(within(dialog).getByRole('group', { name: 'Service 2' })).getByLabelText('Service'), '4');
    const line = within(dialog).getByRole('group', { name: 'Service 1' });
    await user.selectOptions(within(line).getByLabelText('Employee'), '5');
    await user.type(within(line).getByLabelText('Starts (Europe/London)'), '2026-07-01');
    await user.click(await within(dialog).findByRole('button', { name: '09:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(http.requests('POST', '/bookings')[0]?.json).toMatchObject({
      items: [
        { serviceId: 3, employeeId: 5, startsAt: '2026-07-01T08:30:00.000Z' },
        { serviceId: 4, employeeId: 5, startsAt: '2026-07-01T09:45:00.000Z' },
      ],
    });
  });
});
