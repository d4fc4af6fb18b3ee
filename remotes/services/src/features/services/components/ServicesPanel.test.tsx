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
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

function renderPanel() {
  return render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        <ServicesPanel groupId={7} groupName="Gel nails" />
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
}

const rows = () => within(screen.getByRole('table', { name: 'Services' })).getAllByRole('row').slice(1);

/** 24 services, paged on the "server" by the request's page and limit, filtered by `q`. */
function serveCatalogue(count = 24) {
  const all = Array.from({ length: count }, (_, index) => aService(index + 1));
  api.on('GET', LIST, (request) => {
    const params = request.params as { page?: number; limit?: number; q?: string };
    const page = params.page ?? 1;
    const limit = params.limit ?? 20;
    const matching = params.q ? all.filter((service) => service.name.toLowerCase().includes(String(params.q).toLowerCase())) : all;
    return { status: 200, body: aPage(matching.slice((page - 1) * limit, page * limit), page, limit, matching.length) };
  });
}

describe('the services table: states', () => {
  it('loading, then rows with duration and price as money (fixed, from, free) and the active state', async () => {
    const held = heldReply();
    api.on('GET', LIST, held.handler);
    renderPanel();
    expect(screen.getByText('Loading services…')).toBeInTheDocument();

    held.release({
      status: 200,
      body: aPage(
        [
          aService(1, { name: 'Gel manicure', durationMinutes: 45 }),
          aService(2, { name: 'Nail art', durationMinutes: 90 }, { priceType: 'from', price: 20 }),
          aService(3, { name: 'Consultation', durationMinutes: 15, active: false }, { priceType: 'free', price: null }),
        ],
        1,
        10,
        3,
      ),
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('Gel manicure');
    expect(rows()[0]).toHaveTextContent('45 min');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('€35.50'));
    expect(rows()[1]).toHaveTextContent('from €20.00');
    expect(rows()[1]).toHaveTextContent('1 h 30 min');
    expect(rows()[2]).toHaveTextContent('Free');
    expect(rows()[2]).toHaveTextContent('Hidden');
    expect(api.requests('GET', LIST)[0]?.params).toEqual({ id: 7, page: 1, limit: 10 });
  });

  it('an empty group invites to add the first service', async () => {
    api.on('GET', LIST, { status: 200, body: aPage([], 1, 10, 0) });
    renderPanel();
    expect(await screen.findByText('No services in this group yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the first service' })).toBeInTheDocument();
  });

  it('a failed load shows the reason and "try again" fetches again', async () => {
    api.on('GET', LIST, { status: 500, body: { message: 'Database unavailable.' } });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The services could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable.');
    serveCatalogue(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});

describe('paging and search happen on the server', () => {
  it('pages ask for page and limit; the page size can change and starts again at page 1', async () => {
    serveCatalogue();
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('1–10 of 24')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByText('21–24 of 24')).toBeInTheDocument();
    expect(api.requests('GET', LIST).at(-1)?.params).toEqual({ id: 7, page: 3, limit: 10 });
  });

  it('search waits for a pause in typing, sends one request with q, and starts on page 1', async () => {
    serveCatalogue();
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('11–20 of 24')).toBeInTheDocument());
    const before = api.requests('GET', LIST).length;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services by name' }), 'Service 2');
    await waitFor(() => expect(screen.getByText('1–6 of 6')).toBeInTheDocument());
    const searches = api.requests('GET', LIST).slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.params).toEqual({ id: 7, page: 1, limit: 10, q: 'Service 2' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search services by name' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services by name' }), 'zzz');
    expect(await screen.findByText('No service name contains “zzz”.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('1–10 of 24')).toBeInTheDocument());
  });
});

describe('deleting a service', () => {
  it('asks first, then deletes and refreshes the page', async () => {
    serveCatalogue(2);
    api.on('DELETE', '/services/2', () => {
      serveCatalogue(1);
      return { status: 200, body: { data: { id: 2 } } };
    });
    renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Service 2' }));
    expect(await screen.findByText('Delete “Service 2”?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete service' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.requests('DELETE', '/services/2')).toHaveLength(1);
  });
});
