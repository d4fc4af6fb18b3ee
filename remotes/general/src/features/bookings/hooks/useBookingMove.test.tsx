import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@nail-or-never/shared';
import { FormProblemMessage, SectionToastProvider } from '@nail-or-never/shared/kit';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import type { Booking } from '@nail-or-never/shared/schemas';
import { movedLocally } from '../model/bookingMoves';
import { useBookingMove } from './useBookingMove';
import { aBooking } from '../../../testing/bookingFixtures';

// Ana Silva's pedicure on a fixed day, so the moved times can be written out.
const booking: Booking = { ...aBooking(new Date('2026-11-24T10:00:00.000Z')), version: 4 };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <SectionToastProvider>{children}</SectionToastProvider>
    </QueryClientProvider>
  );
}

describe('moving a booking by dragging', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({});
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
  });

  it('draws the block where it was dropped until the server answers, then keeps the server’s refusal and lets the block go back', async () => {
    const clash = 'Maya Okafor already has Pedicure for Lee Chan from 12:00 on 2026-11-24 to 12:45 (booking 9).';
    const held = heldReply();
    http.on('PUT', '/bookings', held.handler);
    const { result } = renderHook(() => useBookingMove('UTC', '24h'), { wrapper });

    let moving: Promise<void> = Promise.resolve();
    act(() => {
      moving = result.current.move(booking, 2 * 3_600_000, { itemId: 1, employeeId: 6 });
    });
    await waitFor(() => expect(result.current.moving?.startsAt).toBe('2026-11-24T12:00:00.000Z'));
    expect(result.current.moving?.items[0]?.employeeId).toBe(6);
    expect(http.requests('PUT', '/bookings')[0]?.json).toMatchObject({ id: 12, version: 4, items: [{ serviceId: 3, employeeId: 6, startsAt: '2026-11-24T12:00:00.000Z' }] });

    await act(async () => {
      held.release({ status: 409, body: { message: clash, errors: { 'items.0.startsAt': 'Maya Okafor is busy then.' } } });
      await moving;
    });
    expect(result.current.moving).toBeNull();
    // The server's whole sentence, not the field's short one: there is no field to show it on.
    expect(result.current.problemProps.problem).toEqual({ kind: 'message', message: `Ana Silva was not moved. ${clash}` });
    render(<FormProblemMessage {...result.current.problemProps} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Ana Silva was not moved. ${clash}`);
    act(() => result.current.dismiss());
    expect(result.current.problemProps.problem).toBeNull();
  });

  it('sends one request for a drop made while another move is on its way, and toasts the one that was taken', async () => {
    const held = heldReply();
    http.on('PUT', '/bookings', held.handler);
    const { result } = renderHook(() => useBookingMove('UTC', '24h'), { wrapper });

    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.move(booking, 3_600_000);
      // Dropped again at once, before the server answered the first drop.
      await result.current.move(booking, 2 * 3_600_000);
    });
    await waitFor(() => expect(http.calls('PUT', '/bookings')).toBe(1));
    expect(result.current.moving?.startsAt).toBe('2026-11-24T11:00:00.000Z');

    await act(async () => {
      held.release({ status: 200, body: { data: { ...movedLocally(booking, 3_600_000), version: 5 } } });
      await first;
    });
    expect(http.calls('PUT', '/bookings')).toBe(1);
    expect(http.requests('PUT', '/bookings')[0]?.json).toMatchObject({ items: [{ startsAt: '2026-11-24T11:00:00.000Z' }] });
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
    expect(screen.getByText(/^Ana Silva, .*11:00$/)).toBeInTheDocument();
  });

  it('a stale version offers "Reload latest version", which reads the bookings again', async () => {
    http.on('PUT', '/bookings', { status: 409, body: { message: 'This booking was changed by someone else after you opened it.', errors: { version: 'Out of date: reload and try again.' } } });
    const reload = jest.fn(async (id: number) => ({ ...booking, id, version: 5 }));
    const { result } = renderHook(() => useBookingMove('UTC', '24h', reload), { wrapper });

    await act(() => result.current.move(booking, 3_600_000));
    expect(result.current.problemProps.problem).toEqual({ kind: 'stale', message: 'Ana Silva was not moved. This booking was changed by someone else after you opened it.' });
    await act(async () => result.current.problemProps.onReload?.());
    expect(reload).toHaveBeenCalledWith(12);
    expect(result.current.problemProps.problem).toBeNull();
  });
});
