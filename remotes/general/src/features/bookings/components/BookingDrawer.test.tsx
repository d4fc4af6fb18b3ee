import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { sessionStore } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { MemoryRouter } from '@nail-or-never/shared/router';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import type { Booking } from '@nail-or-never/shared/schemas';
import { BookingDrawer } from './BookingDrawer';
import { aBooking } from '../../../testing/bookingFixtures';
import { bookedClient } from '../../../testing/clientFixtures';

jest.setTimeout(30_000);

const BOOKING = aBooking();
/** Started an hour ago: Arrived and No-show are offered (they wait for the start time). */
const STARTED = aBooking(new Date(Date.now() - 60 * 60_000));
const STATUS_PATH = '/bookings/12/status';

function Page({ initial }: { initial: Booking }) {
  const [open, setOpen] = useState<Booking | null>(initial);
  return (
    <>
      {open ? null : <p>Drawer closed</p>}
      <BookingDrawer booking={open} employees={[]} timeZone="UTC" onClose={() => setOpen(null)} />
    </>
  );
}

let http: FakeHttp;
beforeEach(() => {
  sessionStore.getState().signIn('token-1');
  // The prices are written in the salon's currency.
  http = fakeHttp({
    'GET /contact': { status: 200, body: { data: { timeZone: 'UTC', currency: 'EUR' } } },
    'GET /bookings/12/messages': { status: 200, body: { data: [] } },
    // The drawer reads the booking's client for its allergies.
    'GET /clients/7': { status: 200, body: { data: bookedClient({ allergies: '' }) } },
  });
});
afterEach(() => {
  http.restore();
  sessionStore.getState().signOut();
});

async function openDrawer(initial: Booking = BOOKING) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PrimeReactProvider>
      <QueryClientProvider client={client}>
        <SectionToastProvider>
          {/* The customer's name links to the client's page. */}
          <MemoryRouter>
            <Page initial={initial} />
          </MemoryRouter>
        </SectionToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
  return screen.findByRole('dialog', { name: 'Booking for Ana Silva' });
}

describe('the booking drawer’s status buttons', () => {
  it('a cancel without a reason says why and sends nothing; with one it sends the reason and version once, toasts and stays open with Undo', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    http.on('POST', STATUS_PATH, held.handler);
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('button', { name: 'Cancel booking' })).toHaveClass('p-button-danger');
    expect(within(drawer).getByRole('button', { name: 'Mark arrived' })).not.toHaveClass('p-button-danger');

    await user.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(drawer).findByText('Say why the booking is cancelled.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Reason to cancel')).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls('POST', STATUS_PATH)).toBe(0);

    await user.type(within(drawer).getByLabelText('Reason to cancel'), '  Customer is ill ');
    await waitFor(() => expect(within(drawer).queryByText('Say why the booking is cancelled.')).not.toBeInTheDocument());
    await user.dblClick(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(http.calls('POST', STATUS_PATH)).toBe(1));
    held.release({
      status: 200,
      body: { data: { ...BOOKING, status: 'cancelled', cancelReason: 'Customer is ill', version: 3, previousStatus: 'confirmed', statusChangedAt: new Date().toISOString() } },
    });

    // The drawer stays on the changed booking, says so aloud, and offers the undo (focused).
    await waitFor(() => expect(within(drawer).getByRole('status')).toHaveTextContent('Status is now Cancelled. Undo is available until midnight.'));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(within(drawer).getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(within(drawer).getByRole('button', { name: 'Undo: back to Confirmed' })).toHaveFocus();
    expect(screen.queryByText('Drawer closed')).not.toBeInTheDocument();
    expect(http.requests('POST', STATUS_PATH)).toHaveLength(1);
    expect(http.requests('POST', STATUS_PATH)[0]?.json).toEqual({ status: 'cancelled', version: 2, reason: 'Customer is ill' });
  });

  it('shows the server’s refusal above the buttons and keeps the drawer open', async () => {
    const user = userEvent.setup();
    const refusal = 'A cancelled booking cannot become arrived. It is finished and cannot change any more.';
    http.on('POST', STATUS_PATH, { status: 409, body: { message: refusal, errors: { status: 'Not allowed from the current status.' } } });
    const drawer = await openDrawer(STARTED);
    await user.click(within(drawer).getByRole('button', { name: 'Mark arrived' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(drawer).getByText('Not allowed from the current status.')).toBeInTheDocument();
    expect(http.requests('POST', STATUS_PATH)[0]?.json).toEqual({ status: 'arrived', version: 2, reason: '' });
    expect(screen.queryByText('Drawer closed')).not.toBeInTheDocument();
  });

  it('a stale version offers "Reload latest version", which shows the booking as it is now', async () => {
    const user = userEvent.setup();
    http.on('POST', STATUS_PATH, { status: 409, body: { message: 'This booking was changed by someone else after you opened it.', errors: { version: 'Out of date: reload and try again.' } } });
    http.on('GET', '/bookings/12', { status: 200, body: { data: { ...STARTED, status: 'arrived', version: 3 } } });
    const drawer = await openDrawer(STARTED);
    await user.click(within(drawer).getByRole('button', { name: 'Mark arrived' }));
    await user.click(await within(drawer).findByRole('button', { name: 'Reload latest version' }));

    await waitFor(() => expect(within(drawer).getByTestId('booking-status')).toHaveTextContent('Arrived'));
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Mark arrived' })).not.toBeInTheDocument();
  });
});

describe('the booking drawer’s time rules and undo', () => {
  const inAnHour = aBooking(new Date(Date.now() + 60 * 60_000));

  it('before the start, Arrived and No-show are disabled and the reason is written beside them', async () => {
    const drawer = await openDrawer(inAnHour);
    expect(within(drawer).getByRole('button', { name: 'Mark arrived' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Mark no-show' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(within(drawer).getByText(/^Arrived and No-show can be marked from .*, when the booking starts\.$/)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Mark arrived' })).toHaveAccessibleDescription(/can be marked from/);
  });

  it('No-show asks first: "Keep it" sends nothing, "Mark no-show" sends it once', async () => {
    const user = userEvent.setup();
    http.on('POST', STATUS_PATH, { status: 200, body: { data: { ...STARTED, status: 'no_show', version: 3, previousStatus: 'confirmed', statusChangedAt: new Date().toISOString() } } });
    const drawer = await openDrawer(STARTED);

    await user.click(within(drawer).getByRole('button', { name: 'Mark no-show' }));
    const question = await screen.findByRole('dialog', { name: 'Mark as a no-show?' });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as a no-show?' })).not.toBeInTheDocument());
    expect(http.calls('POST', STATUS_PATH)).toBe(0);

    await user.click(within(drawer).getByRole('button', { name: 'Mark no-show' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark as a no-show?' })).getByRole('button', { name: 'Mark no-show' }));
    expect(await within(drawer).findByRole('button', { name: 'Undo: back to Confirmed' })).toBeInTheDocument();
    expect(http.requests('POST', STATUS_PATH).map((request) => request.json)).toEqual([{ status: 'no_show', version: 2, reason: '' }]);
  });

  it('Undo sends the version, shows the booking back at its status and says so aloud', async () => {
    const user = userEvent.setup();
    const missed: Booking = { ...STARTED, status: 'no_show', version: 3, previousStatus: 'confirmed', statusChangedAt: new Date().toISOString() };
    http.on('POST', '/bookings/12/status/undo', { status: 200, body: { data: { ...STARTED, status: 'confirmed', version: 4 } } });
    const drawer = await openDrawer(missed);

    await user.click(within(drawer).getByRole('button', { name: 'Undo: back to Confirmed' }));

    await waitFor(() => expect(within(drawer).getByRole('status')).toHaveTextContent('Undone: the booking is Confirmed again.'));
    expect(within(drawer).getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(within(drawer).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(http.requests('POST', '/bookings/12/status/undo').map((request) => request.json)).toEqual([{ version: 3 }]);
  });

  it('offers no undo for a change made on an earlier day', async () => {
    const drawer = await openDrawer({ ...STARTED, status: 'no_show', previousStatus: 'confirmed', statusChangedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    expect(within(drawer).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});

describe('closing the booking drawer', () => {
  it('Escape after a typed cancel reason asks; "Keep editing" keeps the reason, "Discard changes" closes', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    await user.type(within(drawer).getByLabelText('Reason to cancel'), 'Customer is ill');
    await user.keyboard('{Escape}');

    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(screen.queryByText('Drawer closed')).not.toBeInTheDocument();
    expect(within(drawer).getByLabelText('Reason to cancel')).toHaveValue('Customer is ill');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Drawer closed')).toBeInTheDocument();
    expect(http.calls('POST', STATUS_PATH)).toBe(0);
  });

  it('Escape after a new start typed in Reschedule asks about it; discarding it closes when no reason was typed', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    const time = within(drawer).getByLabelText('New start (UTC), time');
    await user.clear(time);
    await user.type(time, '10:30');
    await user.keyboard('{Escape}');

    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(within(drawer).getByLabelText('New start (UTC), time')).toHaveValue('10:30');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Drawer closed')).toBeInTheDocument();
    expect(http.calls('PUT', '/bookings/12')).toBe(0);
  });

  it('Reschedule to a time that has passed asks to record a past visit, and sends it when ticked', async () => {
    const user = userEvent.setup();
    http.on('PUT', '/bookings', { status: 200, body: { data: BOOKING } });
    const drawer = await openDrawer();
    expect(within(drawer).queryByLabelText(/Record a past visit/)).not.toBeInTheDocument();
    const date = within(drawer).getByLabelText('New start (UTC)');
    await user.clear(date);
    await user.type(date, '2001-01-01');
    const past = await within(drawer).findByLabelText(/Record a past visit/);
    expect(past).not.toBeChecked();

    await user.click(past);
    await user.click(within(drawer).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(http.calls('PUT', '/bookings')).toBe(1));
    const sent = http.requests('PUT', '/bookings')[0]?.json as { recordPastVisit?: boolean; items: { startsAt: string }[] };
    expect(sent.recordPastVisit).toBe(true);
    expect(sent.items[0]?.startsAt).toBe(`2001-01-01T${BOOKING.startsAt.slice(11)}`);
  });

  it('Reschedule within the future never asks about a past visit, nor sends it', async () => {
    const user = userEvent.setup();
    http.on('PUT', '/bookings', { status: 200, body: { data: BOOKING } });
    const drawer = await openDrawer();
    const date = within(drawer).getByLabelText('New start (UTC)');
    await user.clear(date);
    await user.type(date, '2099-07-01');
    await user.click(within(drawer).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(http.calls('PUT', '/bookings')).toBe(1));
    expect(within(drawer).queryByLabelText(/Record a past visit/)).not.toBeInTheDocument();
    expect(http.requests('PUT', '/bookings')[0]?.json).not.toHaveProperty('recordPastVisit');
  });

  it('Escape with nothing typed closes at once', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByLabelText('Reason to cancel'));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Drawer closed')).toBeInTheDocument();
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });
});

describe('the booking drawer’s messages', () => {
  const message = (changes: Record<string, unknown>) => ({
    id: 1,
    kind: 'confirmation',
    state: 'sent',
    recipient: 'ana@example.com',
    subject: 'Your booking',
    sendAfter: '2026-03-20T14:02:00.000Z',
    sentAt: '2026-03-20T14:02:05.000Z',
    attempts: 1,
    lastError: '',
    createdAt: '2026-03-20T14:02:00.000Z',
    ...changes,
  });

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-20T16:00:00.000Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists each e-mail with its state on the salon’s clock: sent today, due later, failed with the reason', async () => {
    http.on('GET', '/contact', { status: 200, body: { data: { timeZone: 'UTC', currency: 'EUR', clock: '12h' } } });
    http.on('GET', '/bookings/12/messages', {
      status: 200,
      body: {
        data: [
          message({}),
          message({ id: 2, kind: 'reminder', state: 'queued', sendAfter: '2026-03-24T09:00:00.000Z', sentAt: null, attempts: 0 }),
          message({ id: 3, kind: 'moved', state: 'failed', sentAt: null, attempts: 6, lastError: '550 Mailbox unavailable' }),
          message({ id: 4, kind: 'cancelled', state: 'logged' }),
        ],
      },
    });
    const drawer = await openDrawer();

    expect(await within(drawer).findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const lines = within(within(drawer).getByTestId('booking-messages'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Confirmation sent 2:02 PM',
      // The day is written in the browser's language (en-US here), the time on the salon's clock.
      'Reminder due Tue, Mar 24, 9:00 AM',
      'New-time notice failed: 550 Mailbox unavailable',
      'Cancellation notice written to the server log 2:02 PM (no mail server is set up)',
    ]);
  });

  it('says when a booking has no e-mails', async () => {
    const drawer = await openDrawer();

    expect(await within(drawer).findByText(/No e-mails for this booking/)).toBeInTheDocument();
  });
});
