import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { aBooking } from '../../../testing/bookingFixtures';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { bookedClient, pageOf } from '../../../testing/clientFixtures';

// The whole section with a calendar, as the drawer tests allow: 5 s was the edge on a loaded 2-core machine.
jest.setTimeout(30_000);

const renderPage = (address?: string) => renderSection('booking', address);

describe('bookings', () => {
  const server = bookingsPageHttp();
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
  });

  it('draws the week grid in the salon time zone and asks for a reason before cancelling', async () => {
    const user = userEvent.setup();
    http.on('POST', '/bookings/12/status', { status: 200, body: { data: { ...aBooking(), status: 'cancelled' } } });
    renderPage();
    const entry = await screen.findByRole('button', { name: /Ana Silva: Pedicure/ });
    expect(entry).toHaveClass('rbc-event');
    expect(entry).toHaveTextContent('17:00–18:00');
    expect(entry).toHaveTextContent('Confirmed');
    expect(http.requests('GET', '/bookings/calendar')[0]?.params).toHaveProperty('from');

    await user.click(entry);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTestId('booking-status')).toHaveTextContent('Confirmed');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(drawer).findByText('Say why the booking is cancelled.')).toBeInTheDocument();
    expect(http.requests('POST', '/bookings/12/status')).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('Reason to cancel'), 'Customer is ill');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(http.requests('POST', '/bookings/12/status')[0]?.json).toEqual({ status: 'cancelled', version: 2, reason: 'Customer is ill' }));
  });

  it('reschedules from the drawer: a cleared time says so in plain words, then every service moves by the same amount', async () => {
    const user = userEvent.setup();
    http.on('PUT', '/bookings', ({ json }) => ({ status: 200, body: { data: { ...aBooking(), ...(json as object) } } }));
    renderPage('/admin/booking?view=list');
    await user.click(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ }));
    const drawer = await screen.findByRole('dialog');
    const time = within(drawer).getByLabelText('New start (Asia/Tokyo), time');
    await user.clear(time);
    await user.click(within(drawer).getByRole('button', { name: 'Move booking' }));
    expect(await within(drawer).findByText('Choose a start time.')).toBeInTheDocument();
    expect(http.requests('PUT', '/bookings')).toHaveLength(0);

    await user.type(time, '18:30');
    await user.click(within(drawer).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(http.requests('PUT', '/bookings')).toHaveLength(1));
    const [item] = aBooking().items;
    const moved = new Date(Date.parse(item?.startsAt ?? '') + 90 * 60_000).toISOString();
    expect(http.requests('PUT', '/bookings')[0]?.json).toMatchObject({ id: 12, version: 2, items: [{ serviceId: 3, employeeId: 5, startsAt: moved }] });
  });

  it('shows the server\u2019s sentence naming the clash when a new booking overlaps', async () => {
    const user = userEvent.setup();
    const clash = 'Maya Okafor already has Pedicure for Ana Silva from 17:00 on 2026-11-23 to 18:00 (booking 12).';
    http.on('POST', '/bookings', { status: 409, body: { message: clash, errors: {} } });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    http.on('GET', '/clients', pageOf([bookedClient({ id: 9, firstName: 'Lee', lastName: 'Chan', allergies: '' })]));
    await user.type(within(dialog).getByRole('combobox', { name: 'Client' }), 'Lee');
    await user.click(await within(dialog).findByRole('option', { name: /Lee Chan/ }));
    await user.selectOptions(within(dialog).getByLabelText('Service'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Employee'), '5');
    await user.type(within(dialog).getByLabelText('Starts (Asia/Tokyo)'), '2026-11-23');
    // The time on the 24-hour clock, whatever the browser language would do with AM/PM.
    await user.type(within(dialog).getByLabelText('Starts (Asia/Tokyo), time'), '17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clash);
    expect(http.requests('POST', '/bookings')[0]?.json).toMatchObject({
      clientId: 9,
      customerName: 'Lee Chan',
      items: [{ serviceId: 3, employeeId: 5, startsAt: '2026-11-23T08:30:00.000Z' }],
    });
  });

  it('day view: a column per employee in their colour, and Enter on a booking opens it', async () => {
    const user = userEvent.setup();
    const today = new Date().toISOString().slice(0, 10);
    renderPage(`/admin/booking?view=day&date=${today}`);
    expect(await screen.findByRole('heading', { level: 2, name: /^\w+day,? (\d+ \w+|\w+ \d+)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Maya Okafor', { selector: '.gen-cal-resource' })).toBeInTheDocument();
    const block = await screen.findByRole('button', { name: /Ana Silva: Pedicure/ });
    // Dark text on a light yellow: the contrast is chosen from the employee's colour.
    expect(block).toHaveStyle({ backgroundColor: '#fde047', color: '#000000' });
    block.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Booking for Ana Silva' })).toBeInTheDocument();
  });

  it('day view: time off is named in the legend, and Enter on the grid books on the day shown with its employee', async () => {
    const user = userEvent.setup();
    const day = '2026-11-23';
    http.on('GET', '/time-off/blocks', {
      status: 200,
      body: { data: [{ timeOffId: 4, employeeId: 5, reason: 'holiday', note: '', startsAt: '2026-11-23T00:00:00Z', endsAt: '2026-11-23T09:00:00Z' }] },
    });
    renderPage(`/admin/booking?view=day&date=${day}`);
    const away = await screen.findByRole('list', { name: 'Away' });
    expect(away).toHaveTextContent('Away: holiday — Maya Okafor, Mon 23 Nov, 09:00–18:00');
    screen.getByRole('region', { name: 'Day grid by employee' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(dialog).getByLabelText('Starts (Asia/Tokyo)')).toHaveValue(day);
    expect(within(dialog).getByLabelText('Employee')).toHaveValue('5');
  });

  it('list view with status and employee filters', async () => {
    const user = userEvent.setup();
    renderPage('/admin/booking?view=list');
    const entry = await screen.findByRole('button', { name: /Ana Silva: Pedicure/ });
    expect(entry).toHaveClass('gen-booking');
    expect(entry).toHaveTextContent('17:00–18:00');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(screen.queryByRole('button', { name: /Ana Silva: Pedicure/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Employee'), '5');
    expect(screen.getByRole('button', { name: /Ana Silva: Pedicure/ })).toBeInTheDocument();
  });
});
