import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { aBooking, calendarAnswer } from '../../../testing/bookingFixtures';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { bookedClient } from '../../../testing/clientFixtures';
import { aPageOf } from '../../../testing/employeeFixtures';

jest.setTimeout(30_000);

const ana = aBooking();
const lee = { ...aBooking(new Date(Date.parse(ana.startsAt) + 2 * 60 * 60_000)), id: 13, clientId: 9, customerName: 'Lee Chan', customerPhone: '06 12 34 56 78' };
// Next year: outside the week the page shows.
const leeLater = { ...aBooking(new Date(Date.parse(ana.startsAt) + 365 * 24 * 60 * 60_000)), id: 14, clientId: 9, customerName: 'Lee Chan' };

const page = (bookings: unknown[]) => ({ status: 200, body: aPageOf(bookings, 1, 50) });

describe('finding bookings by client', () => {
  const server = bookingsPageHttp({ 'GET /bookings/calendar': { status: 200, body: calendarAnswer([ana, lee]) } });
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
  });

  it('the list sends the search to the server and shows what it found, on any date', async () => {
    const user = userEvent.setup();
    http.on('GET', '/bookings', ({ params }) => page(String(params.q) === '0612' ? [lee, leeLater] : []));
    renderSection('booking', '/admin/booking?view=list');
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find client: name or phone' }), '0612');
    expect(await screen.findByText('2 bookings found, on any date.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Lee Chan: Pedicure/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Ana Silva/ })).not.toBeInTheDocument();
    expect(http.requests('GET', '/bookings').at(-1)?.params).toMatchObject({ q: '0612', page: 1, limit: 50 });

    // A booking found on another date opens from the server's record.
    http.on('GET', '/bookings/14', { status: 200, body: { data: leeLater } });
    http.on('GET', '/bookings/14/messages', { status: 200, body: { data: [] } });
    http.on('GET', '/clients/9', { status: 200, body: { data: bookedClient({ id: 9, firstName: 'Lee', lastName: 'Chan', allergies: '' }) } });
    await user.click(screen.getAllByRole('button', { name: /Lee Chan: Pedicure/ })[1]!);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Lee Chan');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toBeInTheDocument();
  });

  it('?clientId shows "Bookings of" that client, with a way back to everyone\u2019s', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/9', { status: 200, body: { data: bookedClient({ id: 9, firstName: 'Lee', lastName: 'Chan' }) } });
    http.on('GET', '/bookings', ({ params }) => page(params.clientId === '9' || params.clientId === 9 ? [lee, leeLater] : []));
    renderSection('booking', '/admin/booking?view=list&clientId=9');
    expect(await screen.findByText('Bookings of Lee Chan')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /Lee Chan: Pedicure/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: "Show everyone's bookings" }));
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toBeInTheDocument();
    expect(screen.queryByText('Bookings of Lee Chan')).not.toBeInTheDocument();
  });

  it('the calendar narrows the week to the matching clients\u2019 bookings and says how many', async () => {
    const user = userEvent.setup();
    http.on('GET', '/bookings', ({ params }) => page(String(params.q).toLowerCase() === 'lee' ? [lee] : []));
    renderSection('booking', '/admin/booking?view=week');
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Find client: name or phone' });
    await user.type(search, 'lee');
    const status = screen.getByText((_, element) => element?.classList.contains('gen-client-search-count') ?? false);
    await waitFor(() => expect(status).toHaveTextContent('1 booking matches this week.'));
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Ana Silva: Pedicure/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lee Chan: Pedicure/ })).toBeInTheDocument();
    const sent = http.requests('GET', '/bookings').at(-1)?.params;
    expect(sent).toMatchObject({ q: 'lee', from: expect.any(String), to: expect.any(String) });

    await user.clear(search);
    await user.type(search, 'nobody');
    await waitFor(() => expect(status).toHaveTextContent('No bookings match this week.'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: /Lee Chan: Pedicure/ })).toBeInTheDocument();
  });
});
