import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { bookedClient } from '../../../testing/clientFixtures';

jest.setTimeout(30_000);

describe('the booking drawer\u2019s client', () => {
  const server = bookingsPageHttp();
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
  });

  it('links the name to the client\u2019s page and shows their allergies, read from the client', async () => {
    http.on('GET', '/clients/7', { status: 200, body: { data: bookedClient({ allergies: 'Latex gloves' }) } });
    renderSection('booking', '/admin/booking?view=list');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Booking for Ana Silva' });
    expect(within(drawer).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/admin/clients/7');
    expect(await within(drawer).findByRole('note', { name: 'Allergies and sensitivities of Ana Silva' })).toHaveTextContent('Latex gloves');
  });

  it('shows no note for a client without allergies', async () => {
    http.on('GET', '/clients/7', { status: 200, body: { data: bookedClient({ allergies: '' }) } });
    renderSection('booking', '/admin/booking?view=list');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Booking for Ana Silva' });
    await screen.findByText(/\+44 20 7946 0000/);
    expect(http.requests('GET', '/clients/7')).toHaveLength(1);
    expect(within(drawer).queryByRole('note')).not.toBeInTheDocument();
  });
});
