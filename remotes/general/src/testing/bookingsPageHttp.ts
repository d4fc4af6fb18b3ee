import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { aBooking, calendarAnswer } from './bookingFixtures';
import { bookedClient } from './clientFixtures';

type Routes = Parameters<typeof fakeHttp>[0];

/**
 * The bookings page's tests, signed in, with the calls the page makes answered: a salon in Tokyo,
 * Maya Okafor (employee 5), a pedicure (service 3, group Feet), no free times offered, no time off, `aBooking()` and its client (no allergies), each replaceable by `routes`.
 * Call it inside a `describe`: it registers the hooks and returns the current test's fake.
 */
export function bookingsPageHttp(routes: Routes = {}): () => FakeHttp {
  let http: FakeHttp | null = null;
  beforeAll(() => {
    // react-big-calendar asks which element is under the pointer on every press; jsdom has no layout to answer.
    document.elementFromPoint = () => null;
  });
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({
      'GET /contact': { status: 200, body: { data: { timeZone: 'Asia/Tokyo' } } },
      'GET /employees': { status: 200, body: { data: [{ id: 5, firstName: 'Maya', lastName: 'Okafor', calendarColor: '#fde047', serviceIds: [3] }], meta: { page: 1, limit: 100, total: 1 } } },
      'GET /services': { status: 200, body: { data: [{ id: 3, parentId: 1, name: 'Pedicure', durationMinutes: 60, displayOrder: 0 }], meta: { page: 1, limit: 100, total: 1 } } },
      'GET /services-parent/with-out-pagination': { status: 200, body: { data: [{ id: 1, name: 'Feet', displayOrder: 0 }] } },
      // Nothing free unless a test says otherwise: the dialog then says so, and a typed time still books.
      'GET /bookings/availability': ({ params }) => ({ status: 200, body: { data: { date: String(params?.date), employees: [], durationMinutes: 60, slots: [] } } }),
      'GET /time-off/blocks': { status: 200, body: { data: [] } },
      'GET /bookings/calendar': { status: 200, body: calendarAnswer([aBooking()]) },
      'GET /bookings/12/messages': { status: 200, body: { data: [] } },
      // The drawer reads the booking's client (Ana Silva) for the allergy note.
      'GET /clients/7': { status: 200, body: { data: bookedClient({ allergies: '' }) } },
      ...routes,
    });
  });
  afterEach(() => {
    http?.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });
  return () => {
    if (!http) throw new Error('bookingsPageHttp: no test is running');
    return http;
  };
}
