import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { sessionStore } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import type { Booking } from '@nail-or-never/shared/schemas';
import { useBookingMove } from './useBookingMove';

const booking: Booking = {
  id: 12,
  customerName: 'Ana Silva',
  customerPhone: '+44 20 7946 0000',
  customerEmail: '',
  status: 'confirmed',
  source: 'phone',
  notes: '',
  cancelReason: '',
  overlapOverride: false,
  overrideReason: '',
  startsAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:30:00.000Z',
  totalPrice: 25,
  items: [{ id: 1, serviceId: 3, serviceName: 'Manicure', employeeId: 5, startsAt: '2026-11-24T10:00:00.000Z', endsAt: '2026-11-24T10:30:00.000Z', durationMinutes: 30, price: 25 }],
  createdBy: 'salon-admin',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 4,
};

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
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    http.on('PUT', '/bookings', () => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useBookingMove('UTC', '24h'), { wrapper });

    let moving: Promise<void> = Promise.resolve();
    act(() => {
      moving = result.current.move(booking, 2 * 3_600_000, { itemId: 1, employeeId: 6 });
    });
    await waitFor(() => expect(result.current.inFlight.get(12)?.startsAt).toBe('2026-11-24T12:00:00.000Z'));
    expect(result.current.inFlight.get(12)?.items[0]?.employeeId).toBe(6);
    expect(http.requests('PUT', '/bookings')[0]?.json).toMatchObject({ id: 12, version: 4, items: [{ serviceId: 3, employeeId: 6, startsAt: '2026-11-24T12:00:00.000Z' }] });

    await act(async () => {
      answer({ status: 409, body: { message: clash, errors: {} } });
      await moving;
    });
    expect(result.current.inFlight.size).toBe(0);
    expect(result.current.problem).toBe(`Ana Silva was not moved. ${clash}`);
    act(() => result.current.dismiss());
    expect(result.current.problem).toBeNull();
  });
});
