import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@nail-or-never/shared/router';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import { DashboardPage } from './DashboardPage';
import type { RecentChange } from './recentChangeLink';

let http: FakeHttp;
const businessSummary = {
  today: '2026-11-23',
  timeZone: 'Europe/London',
  todayByStatus: { pending: 1, confirmed: 3, arrived: 0, completed: 2, cancelled: 0, no_show: 1 },
  nextAppointments: [{ bookingId: 12, customerName: 'Ana Silva', startsAt: '2026-11-23T15:00:00.000Z', services: ['Pedicure'], status: 'confirmed' }],
  weekExpectedRevenue: 1234.5,
  noShowsThisMonth: 2,
  giftCardOutstandingBalance: 310,
};

beforeEach(() => {
  http = fakeHttp({
    'GET /dashboard/business': { status: 200, body: { data: businessSummary } },
    'GET /contact': { status: 200, body: { data: { currency: 'EUR' } } },
  });
});
afterEach(() => http.restore());

function renderDashboard() {
  render(
    <PrimeReactProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
}

const change = (index: number): RecentChange =>
  index % 2 === 0
    ? { kind: 'service', id: 100 + index, title: `Service ${index}`, groupId: 3, updatedAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z` }
    : { kind: 'galleryGroup', id: 200 + index, title: `Gallery ${index}`, updatedAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z` };

describe('DashboardPage', () => {
  it('shows the business figures: today by status as bars, the next appointments, the week, no-shows, gift cards', async () => {
    http.on('get', '/dashboard/summary', () => ({ status: 200, body: { data: { counts: { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 }, recentChanges: [] } } }));
    renderDashboard();
    const revenue = await screen.findByTestId('business-week-revenue');
    await waitFor(() => expect(revenue).toHaveTextContent('€1,234.50'));
    expect(screen.getByTestId('business-today-confirmed')).toHaveTextContent('3');
    expect(screen.getByText('Ana Silva: Pedicure', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('€310.00')).toBeInTheDocument();
  });

  it('writes the times on the salon’s 12-hour clock when it chose one', async () => {
    http.on('GET', '/contact', { status: 200, body: { data: { currency: 'EUR', clock: '12h' } } });
    http.on('get', '/dashboard/summary', () => ({
      status: 200,
      body: { data: { counts: { serviceGroups: 1, services: 1, galleryGroups: 0, galleryImages: 0 }, recentChanges: [change(0)], clock: '12h' } },
    }));
    renderDashboard();

    const next = (await screen.findByText('Ana Silva: Pedicure', { exact: false })).closest('li');
    await waitFor(() => expect(next).toHaveTextContent('Mon 3:00 PM'));
    const recent = within(screen.getByRole('region', { name: 'Recent changes' }));
    // In the browser's zone and language (jsdom's: "Nov 20, 2026, 10:00 AM"), on the salon's clock.
    expect(await recent.findByText(/2026, \d{1,2}:00 (AM|PM)$/)).toBeInTheDocument();
  });

  it('shows the counts, the 10 latest changes with links, and the quick links', async () => {
    http.on('get', '/dashboard/summary', () => ({
      status: 200,
      body: {
        data: {
          counts: { serviceGroups: 4, services: 27, galleryGroups: 2, galleryImages: 1350 },
          recentChanges: Array.from({ length: 12 }, (_, index) => change(index)),
        },
      },
    }));
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1,350')).toBeInTheDocument();
    const counts = screen.getByText('1,350').closest('dl');
    expect(counts).toHaveTextContent(/Service groups\s*4/);
    expect(counts).toHaveTextContent(/Services\s*27/);
    expect(counts).toHaveTextContent(/Gallery groups\s*2/);
    expect(counts).toHaveTextContent(/Gallery images\s*1,350/);

    const recent = within(screen.getByRole('region', { name: 'Recent changes' }));
    const links = recent.getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent('Service 0');
    expect(links[0]).toHaveAttribute('href', '/admin/parent-service/3');
    expect(links[1]).toHaveAttribute('href', '/admin/parent-gallery/201');

    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getByRole('link', { name: 'Add service group' })).toHaveAttribute('href', '/admin/parent-service/add');
    expect(quick.getByRole('link', { name: 'Add gallery group' })).toHaveAttribute('href', '/admin/parent-gallery/add');
  });

  it('shows a loading state while the summary is on its way', async () => {
    const reply = heldReply();
    http.on('get', '/dashboard/summary', reply.handler);
    renderDashboard();
    expect(screen.getByText('Loading recent changes…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent changes' })).toHaveAttribute('aria-busy', 'true');
    reply.release({ status: 200, body: { data: { counts: { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 }, recentChanges: [] } } });
    expect(await screen.findByText(/Nothing has changed yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent changes' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error with its message and recovers with "Try again"', async () => {
    let fail = true;
    http.on('get', '/dashboard/summary', () =>
      fail
        ? { status: 503, body: { message: 'The database is not reachable.' } }
        : { status: 200, body: { data: { counts: { serviceGroups: 1, services: 2, galleryGroups: 3, galleryImages: 4 }, recentChanges: [] } } },
    );
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    expect(alert).toHaveTextContent('The database is not reachable.');
    expect(http.calls('get', '/dashboard/summary')).toBe(1);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Recent changes' })).toBeInTheDocument();
  });
});
