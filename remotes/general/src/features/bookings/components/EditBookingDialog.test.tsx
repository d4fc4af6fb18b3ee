import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { aBooking } from '../../../testing/bookingFixtures';

// Typing into a whole dialog of PrimeReact fields takes seconds on a loaded 2-core machine.
jest.setTimeout(30_000);

const BOOKING = aBooking();

async function openChangeBooking() {
  renderSection('booking', '/admin/booking?view=list');
  await userEvent.click(await screen.findByRole('button', { name: /Ana Silva: / }));
  const drawer = await screen.findByRole('dialog', { name: 'Booking for Ana Silva' });
  // Each panel focuses its first control once its opening animation ends: waited for, so that
  // focus does not land in the drawer after the dialog opened (a person cannot click that fast).
  await waitFor(() => expect(drawer).toHaveClass('p-sidebar-enter-done'));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Change booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change booking' });
  await waitFor(() => expect(dialog).toHaveClass('p-dialog-enter-done'));
  await within(dialog).findByRole('group', { name: 'Service 1' });
  return dialog;
}

describe('the Change booking dialog', () => {
  const server = bookingsPageHttp();
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
  });

  it('opens on the booking as it is, and adds a service by keyboard, sent with the version', async () => {
    const user = userEvent.setup();
    http.on('PUT', '/bookings', ({ json }) => ({ status: 200, body: { data: { ...BOOKING, ...(json as object), version: 3 } } }));
    const dialog = await openChangeBooking();
    const first = await within(dialog).findByRole('group', { name: 'Service 1' });
    expect(within(first).getByLabelText('Service')).toHaveValue('3');
    expect(within(first).getByLabelText('Employee')).toHaveValue('5');

    // Add another service from the keyboard, then fill its line.
    act(() => within(dialog).getByRole('button', { name: 'Add another service' }).focus());
    await user.keyboard('{Enter}');
    const second = await within(dialog).findByRole('group', { name: 'Service 2' });
    // jsdom's selects do not answer arrow keys (the Chromium spec chooses them by keyboard).
    await user.selectOptions(within(second).getByLabelText('Service'), '3');
    await user.selectOptions(within(second).getByLabelText('Employee'), '5');
    await user.type(within(second).getByLabelText('Starts (Asia/Tokyo)'), '2099-07-01');
    await user.type(within(second).getByLabelText('Starts (Asia/Tokyo), time'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = http.requests('PUT', '/bookings')[0]?.json as { id: number; version: number; items: { serviceId: number; employeeId: number; startsAt: string }[]; status?: string };
    expect(sent).toMatchObject({ id: 12, version: 2, clientId: 7 });
    expect(sent.status).toBeUndefined();
    expect(sent.items).toEqual([
      { serviceId: 3, employeeId: 5, startsAt: BOOKING.startsAt },
      // 10:00 in Tokyo.
      { serviceId: 3, employeeId: 5, startsAt: '2099-07-01T01:00:00.000Z' },
    ]);
  });

  it('shows the server’s clash sentence in the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    const clash = 'Maya Okafor already has Pedicure for Bea Costa from 18:00 on 2099-07-01 to 19:00 (booking 40).';
    http.on('PUT', '/bookings', { status: 409, body: { message: clash, errors: { 'items.0.startsAt': 'The employee is busy then.' } } });
    const dialog = await openChangeBooking();
    await user.type(within(dialog).getByLabelText('Notes'), 'Prefers the window seat');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clash);
    expect(within(dialog).getByText('The employee is busy then.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Prefers the window seat');
  });

  it('a line moved into the past asks to record a past visit', async () => {
    const user = userEvent.setup();
    const dialog = await openChangeBooking();
    expect(within(dialog).queryByLabelText(/Record a past visit/)).not.toBeInTheDocument();
    const date = within(within(dialog).getByRole('group', { name: 'Service 1' })).getByLabelText('Starts (Asia/Tokyo)');
    await user.clear(date);
    await user.type(date, '2001-01-01');
    expect(await within(dialog).findByLabelText(/Record a past visit/)).not.toBeChecked();

    // Saved without it: the API's sentence above the buttons and its words on the passed start.
    const past = "This time has passed. To record a visit that already happened, tick 'Record a past visit' in New booking, Change booking or the booking's Reschedule.";
    http.on('PUT', '/bookings', { status: 409, body: { message: past, errors: { recordPastVisit: 'Tick this to record a visit that already happened.', 'items.0.startsAt': 'This time has passed.' } } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(past);
    expect(within(dialog).getByText('This time has passed.')).toBeInTheDocument();
  });
});
