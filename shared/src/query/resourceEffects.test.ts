import { MutationObserver, QueryClient, QueryObserver, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { packBookingCalendar } from '../schemas/bookingCalendarPacking';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '../auth/sessionStore';
import { serviceQueries, serviceGroupQueries, dashboardQueries } from '../catalog/catalogQueries';
import { serviceGroupMutations } from '../catalog/serviceGroupMutations';
import { serviceMutations } from '../catalog/serviceMutations';
import { bookingMutations, bookingQueries, contactMutations, contactQueries, employeeMutations, employeeQueries, giftCardMutations, giftCardQueries } from '../general';
import { fakeHttp, type FakeHttp } from '../testing/fakeHttp';
import type { ResourceWriteMeta } from './resourceWrite';

const page = <T>(data: T[]) => ({ status: 200, body: { data, meta: { page: 1, limit: 100, total: data.length } } });
const one = (data: unknown) => ({ status: 200, body: { data } });
// The fake server ignores what a write sends, so the writes below send only what the reader needs to see.
const WEEK = { from: '2026-11-23T00:00:00+09:00', to: '2026-11-30T00:00:00+09:00' };

/** A screen that shows the query: while it watches, an invalidation refetches at once. */
function watch(client: QueryClient, options: { queryKey: QueryKey }): () => void {
  const observer = new QueryObserver(client, options);
  return observer.subscribe(() => undefined);
}

/** What `useMutation(options).mutateAsync(variables)` runs, without a component. */
function runWrite<Data, Variables>(client: QueryClient, options: UseMutationOptions<Data, Error, Variables>, variables: Variables): Promise<Data> {
  return new MutationObserver(client, options).mutate(variables);
}

describe('the cache effects a resource write carries', () => {
  let http: FakeHttp;
  let client: QueryClient;
  const stops: Array<() => void> = [];

  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    http = fakeHttp({
      'GET /contact': one({ timeZone: 'Asia/Tokyo', version: 1 }),
      'GET /bookings/calendar': one(packBookingCalendar([], 0)),
      'GET /employees': page([{ id: 5, firstName: 'Maya', lastName: 'Okafor' }]),
      'GET /services': page([{ id: 3, name: 'Pedicure' }]),
      'GET /services-parent/with-out-pagination': one([{ id: 1, name: 'Nails' }]),
      'GET /dashboard/business': one({ today: 0 }),
      'GET /dashboard/summary': one({ counts: {} }),
      'GET /gift-cards': page([]),
    });
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    client.clear();
    http.restore();
    sessionStore.getState().signOut();
  });

  async function showing(...options: Array<{ queryKey: QueryKey }>) {
    for (const option of options) stops.push(watch(client, option));
    await waitFor(() => expect(options.every(({ queryKey }) => client.getQueryState(queryKey)?.status === 'success')).toBe(true));
  }

  it('saving the contact stores it for every reader and reads the bookings calendar again', async () => {
    http.on('PUT', '/contact', one({ timeZone: 'Europe/London', version: 2 }));
    await showing(contactQueries.record(), bookingQueries.range(WEEK));

    await runWrite(client, contactMutations.update(), { version: 1 } as never);

    expect(client.getQueryData(contactQueries.record().queryKey)).toEqual({ timeZone: 'Europe/London', version: 2 });
    expect(http.calls('GET', '/bookings/calendar')).toBe(2);
    // The answer is the whole record: it is not fetched a second time.
    expect(http.calls('GET', '/contact')).toBe(1);
  });

  it('creating a booking reads the dashboard figures again', async () => {
    http.on('POST', '/bookings', one({ id: 12 }));
    await showing(bookingQueries.businessSummary(), bookingQueries.range(WEEK));

    await runWrite(client, bookingMutations.create(), { customerName: 'Ana' } as never);

    expect(http.calls('GET', '/dashboard/business')).toBe(2);
    expect(http.calls('GET', '/bookings/calendar')).toBe(2);
  });

  it("creating an employee makes the New booking dialog's employee list read again, even while no one shows it", async () => {
    http.on('POST', '/employees', one({ id: 6, firstName: 'Lin', lastName: 'Chen', version: 1 }));
    await showing(employeeQueries.bookable());
    stops.splice(0).forEach((stop) => stop());

    await runWrite(client, employeeMutations.create(), { firstName: 'Lin' } as never);

    // Stale, so the dialog's next render fetches it instead of showing the list it had.
    expect(client.getQueryState(employeeQueries.bookable().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(employeeQueries.detail(6).queryKey)).toMatchObject({ firstName: 'Lin' });
  });

  it('a gift-card action stores the card and reads the lists and the dashboard again', async () => {
    http.on('POST', '/gift-cards/4/transactions', one({ id: 4, balance: 10 }));
    await showing(dashboardQueries.summary(), giftCardQueries.list({}));

    await runWrite(client, giftCardMutations.act(), { id: 4, action: { type: 'redeem', amount: 5 } as never });

    expect(client.getQueryData(giftCardQueries.detail(4).queryKey)).toEqual({ id: 4, balance: 10 });
    expect(http.calls('GET', '/dashboard/summary')).toBe(2);
    expect(http.calls('GET', '/gift-cards')).toBe(2);
  });

  it("a new service refreshes the groups (their counts, the menu) and the employees' service choices", async () => {
    http.on('POST', '/services', one({ id: 7 }));
    await showing(serviceQueries.every(), serviceGroupQueries.list());

    await runWrite(client, serviceMutations.create(), { parentId: 1, name: 'Gel', durationMinutes: 45, priceType: 'free' });

    expect(http.calls('GET', '/services')).toBe(2);
    expect(http.calls('GET', '/services-parent/with-out-pagination')).toBe(2);
    expect((serviceMutations.create().meta as ResourceWriteMeta).affects).toContain('employees');
  });

  it("a deleted group's own queries are dropped, not fetched into a 404", async () => {
    http.on('DELETE', '/services-parent/1', one({ id: 1 }));
    client.setQueryData(serviceGroupQueries.detail(1).queryKey, { id: 1, name: 'Nails' } as never);
    await showing(serviceGroupQueries.list());

    await runWrite(client, serviceGroupMutations.remove(), 1);

    expect(client.getQueryState(serviceGroupQueries.detail(1).queryKey)).toBeUndefined();
    expect(http.calls('GET', '/services-parent/with-out-pagination')).toBe(2);
    expect(http.calls('GET', '/services-parent/detail')).toBe(0);
  });

  it('a failed write changes nothing in the cache', async () => {
    http.on('PUT', '/contact', { status: 409, body: { message: 'Someone saved the contact details first.' } });
    await showing(contactQueries.record(), bookingQueries.range(WEEK));

    await expect(runWrite(client, contactMutations.update(), { version: 1 } as never)).rejects.toThrow();

    expect(client.getQueryData(contactQueries.record().queryKey)).toEqual({ timeZone: 'Asia/Tokyo', version: 1 });
    expect(http.calls('GET', '/bookings/calendar')).toBe(1);
  });
});
