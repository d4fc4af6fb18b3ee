import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@nail-or-never/shared/router';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import { DashboardPage } from './DashboardPage';
import { paintDashboardAs } from './paintedDashboard';
import type { RecentChange } from './recentChangeLink';

let http: FakeHttp;
const READY = { timeZone: 'Europe/London', contactSaved: true, openingHours: true, service: true, bookableEmployee: true };
const NO_COUNTS = { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 };
/** A summary answer: an empty catalogue of a salon ready for bookings, unless the test says otherwise. */
const summaryReply = (data: Record<string, unknown>) => () => ({ status: 200, body: { data: { counts: NO_COUNTS, recentChanges: [], clock: '24h', setup: READY, ...data } } });
const businessSummary = {
  today: '2026-11-23',
  timeZone: 'Europe/London',
  todayByStatus: { pending: 1, confirmed: 3, arrived: 0, completed: 2, cancelled: 0, no_show: 1 },
  nextAppointments: [{ bookingId: 12, clientId: 7, customerName: 'Ana Silva', startsAt: '2026-11-23T15:00:00.000Z', services: ['Pedicure'], status: 'confirmed', inactiveEmployees: [] as string[] }],
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
afterEach(() => {
  http.restore();
  paintDashboardAs('usual');
});

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

/** The next appointments' line for Ana (her name is a link, so the line's text spans elements). */
const nextAppointmentOfAna = () => screen.findByText((_text, element) => element?.tagName === 'LI' && (element.textContent ?? '').includes('Ana Silva: Pedicure'));

describe('DashboardPage', () => {
  it('shows the business figures: today by status as bars, the next appointments, the week, no-shows, gift cards', async () => {
    http.on('get', '/dashboard/summary', () => ({ status: 200, body: { data: { counts: { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 }, recentChanges: [], setup: READY } } }));
    renderDashboard();
    const revenue = await screen.findByTestId('business-week-revenue');
    await waitFor(() => expect(revenue).toHaveTextContent('€1,234.50'));
    expect(screen.getByTestId('business-today-confirmed')).toHaveTextContent('3');
    expect(await nextAppointmentOfAna()).toBeInTheDocument();
    expect(screen.getByText('€310.00')).toBeInTheDocument();
  });

  it('writes the times on the salon’s 12-hour clock when it chose one', async () => {
    http.on('GET', '/contact', { status: 200, body: { data: { currency: 'EUR', clock: '12h' } } });
    http.on('get', '/dashboard/summary', () => ({
      status: 200,
      body: { data: { counts: { serviceGroups: 1, services: 1, galleryGroups: 0, galleryImages: 0 }, recentChanges: [change(0)], clock: '12h', setup: READY } },
    }));
    renderDashboard();

    const next = await nextAppointmentOfAna();
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
          setup: READY,
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
    expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New booking', '/admin/booking?new=1'],
      ['Issue gift card', '/admin/gift-card?new=1'],
    ]);
    // A salon ready for bookings has no checklist.
    expect(screen.queryByRole('region', { name: 'Get ready for the first booking' })).not.toBeInTheDocument();
  });

  it('links bookings, gift cards and staff in the recent changes to their pages', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    http.on(
      'get',
      '/dashboard/summary',
      summaryReply({
        recentChanges: [
          { kind: 'booking', id: 7, title: 'Ana Silva', day: '2026-11-27', updatedAt: at },
          { kind: 'giftCard', id: 3, title: 'ABCD-EFGH-JKMN', updatedAt: at },
          { kind: 'employee', id: 5, title: 'Maya Okafor', updatedAt: at },
        ],
      }),
    );
    renderDashboard();
    const recent = within(screen.getByRole('region', { name: 'Recent changes' }));
    expect(await recent.findByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/admin/booking?view=day&date=2026-11-27');
    expect(recent.getByRole('link', { name: 'ABCD-EFGH-JKMN' })).toHaveAttribute('href', '/admin/gift-card/3');
    expect(recent.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute('href', '/admin/employees/5');
    expect(recent.getByText('Booking')).toBeInTheDocument();
    expect(recent.getByText('Gift card')).toBeInTheDocument();
    expect(recent.getByText('Employee')).toBeInTheDocument();
  });

  it('on a fresh install shows the set-up checklist: each step with its state and the page where it is done', async () => {
    http.on('get', '/dashboard/summary', summaryReply({ setup: { timeZone: 'UTC', contactSaved: false, openingHours: false, service: true, bookableEmployee: false } }));
    renderDashboard();
    const checklist = within(await screen.findByRole('region', { name: 'Get ready for the first booking' }));
    expect(checklist.getByText(/2 steps left of 3/)).toBeInTheDocument();
    const steps = checklist.getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Confirm the time zone and opening hours (not done yet)',
      'Add a service (done)',
      'Add an employee who can be booked (not done yet)',
    ]);
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: /Open Contact/ })).toHaveAttribute('href', '/admin/contact');
    expect(within(steps[0] as HTMLElement).getByText(/The time zone is still UTC|Time zone: UTC/)).toBeInTheDocument();
    // A done step has nothing left to do.
    expect(within(steps[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: /Add employee/ })).toHaveAttribute('href', '/admin/employees/new');
  });

  describe('painted for a first day (the server sent the page with the checklist\u2019s frame)', () => {
    beforeEach(() => paintDashboardAs('first-day'));

    it('keeps the checklist\u2019s frame, its steps unknown, while the summary loads, then fills it in', async () => {
      const summary = heldReply();
      http.on('get', '/dashboard/summary', summary.handler);
      renderDashboard();
      const region = await screen.findByRole('region', { name: 'Get ready for the first booking' });
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(within(region).getByText(/^Checking which steps are left\./)).toBeInTheDocument();
      expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Confirm the time zone and opening hours (checking)',
        'Add a service (checking)',
        'Add an employee who can be booked (checking)',
      ]);

      summary.release(summaryReply({ setup: { ...READY, openingHours: false } })());
      await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
      expect(within(region).getByText(/^One step left of 3\./)).toBeInTheDocument();
    });

    it('drops the frame when the summary says the salon is set up', async () => {
      http.on('get', '/dashboard/summary', summaryReply({}));
      renderDashboard();
      await screen.findByTestId('business-week-revenue');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Get ready for the first booking' })).not.toBeInTheDocument());
    });

    it('shows no frame beside the error when the summary fails', async () => {
      http.on('get', '/dashboard/summary', () => ({ status: 500, body: { message: 'The database is down.' } }));
      renderDashboard();
      expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Get ready for the first booking' })).not.toBeInTheDocument();
    });
  });

  it('links each next appointment\u2019s name to the client\u2019s page, by address', async () => {
    http.on('get', '/dashboard/summary', summaryReply({}));
    renderDashboard();
    expect(within(await nextAppointmentOfAna()).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/admin/clients/7');
  });

  it('says when an appointment\u2019s employee is no longer active', async () => {
    http.on('GET', '/dashboard/business', {
      status: 200,
      body: { data: { ...businessSummary, nextAppointments: [{ ...businessSummary.nextAppointments[0], inactiveEmployees: ['Maya Okafor'] }] } },
    });
    http.on('get', '/dashboard/summary', summaryReply({}));
    renderDashboard();
    const next = await nextAppointmentOfAna();
    expect(next).toHaveTextContent('Ana Silva: Pedicure');
    expect(next).toHaveTextContent('Maya Okafor is no longer active: give it to someone else.');
  });

  it('shows a loading state while the summary is on its way', async () => {
    const reply = heldReply();
    http.on('get', '/dashboard/summary', reply.handler);
    renderDashboard();
    expect(screen.getByText('Loading recent changes…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent changes' })).toHaveAttribute('aria-busy', 'true');
    reply.release({ status: 200, body: { data: { counts: { serviceGroups: 0, services: 0, galleryGroups: 0, galleryImages: 0 }, recentChanges: [], setup: READY } } });
    expect(await screen.findByText(/Nothing has changed yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent changes' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error with its message and recovers with "Try again"', async () => {
    let fail = true;
    http.on('get', '/dashboard/summary', () =>
      fail
        ? { status: 503, body: { message: 'The database is not reachable.' } }
        : { status: 200, body: { data: { counts: { serviceGroups: 1, services: 2, galleryGroups: 3, galleryImages: 4 }, recentChanges: [], setup: READY } } },
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
