import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { sessionStore } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import type { Booking } from '@nail-or-never/shared/schemas';
import { aBooking } from '../../../testing/bookingFixtures';
import { SeriesVisitActions } from './SeriesVisitActions';

jest.setTimeout(30_000);

const VISIT: Booking & { seriesId: number } = { ...aBooking(), id: 31, seriesId: 4, seriesOccurrence: 2, version: 1 };
const SERIES = { id: 4, everyWeeks: 1, ends: 'times', times: 6, until: null, skipped: [], bookings: [VISIT], createdBy: 'admin', createdAt: '', updatedAt: '', version: 3 };

let http: FakeHttp;
beforeEach(() => {
  sessionStore.getState().signIn('token-1');
  http = fakeHttp({
    'GET /contact': { status: 200, body: { data: { timeZone: 'UTC', currency: 'EUR' } } },
    'GET /bookings/series/4/visits': { status: 200, body: { data: SERIES } },
  });
});
afterEach(() => {
  http.restore();
  sessionStore.getState().signOut();
});

function renderActions(onDone: () => void, onChangeThisVisit: () => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PrimeReactProvider>
      <QueryClientProvider client={client}>
        <SectionToastProvider>
          <SeriesVisitActions booking={VISIT} employees={[]} timeZone="UTC" onChangeThisVisit={onChangeThisVisit} onDone={onDone} />
        </SectionToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
}

describe('a visit of a repeating booking in the drawer', () => {
  it('Cancel… asks which visits, then cancels this and the following ones with the reason and the series\u2019 version', async () => {
    const user = userEvent.setup();
    http.on('POST', '/bookings/series/4/cancel-following', { status: 200, body: { data: { ...SERIES, version: 4, bookings: [{ ...VISIT, status: 'cancelled' }] } } });
    const onDone = jest.fn();
    renderActions(onDone);
    expect(screen.getByText('Visit 2 of a repeating booking.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel…' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel a repeating booking' });
    expect(within(question).getByRole('button', { name: 'This visit only' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'This and the following visits' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this and the following visits' });
    const submit = within(dialog).getByRole('button', { name: 'Cancel this and the following visits' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByText('Say why the booking is cancelled.')).toBeInTheDocument();
    expect(http.calls('POST', '/bookings/series/4/cancel-following')).toBe(0);

    await user.type(within(dialog).getByLabelText('Reason to cancel'), 'Moving away');
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(http.requests('POST', '/bookings/series/4/cancel-following').map((request) => request.json)).toEqual([{ fromBookingId: 31, version: 3, reason: 'Moving away' }]);
  });

  it('Change… → This visit only hands over to the drawer\u2019s own change', async () => {
    const user = userEvent.setup();
    const onChangeThisVisit = jest.fn();
    renderActions(jest.fn(), onChangeThisVisit);
    await user.click(screen.getByRole('button', { name: 'Change…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change a repeating booking' })).getByRole('button', { name: 'This visit only' }));
    expect(onChangeThisVisit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
