import { QueryClient, QueryClientProvider, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@nail-or-never/shared/router';
import { sessionStore } from '@nail-or-never/shared';
import { contactMutations, employeeMutations } from '@nail-or-never/shared/general';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import type { ContactUpdateInput, EmployeeCreateInput } from '@nail-or-never/shared/schemas';
import GeneralSection from '../../../expose/Section';
import { aBooking, calendarAnswer } from '../../../testing/bookingFixtures';

const londonHour = (): string => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false }).format(new Date(aBooking().startsAt));

// The fake server ignores what a write sends: only what the calendar shows afterwards matters here.
const LONDON = { timeZone: 'Europe/London', version: 1 } as ContactUpdateInput;
const LIN = { firstName: 'Lin', lastName: 'Chen' } as EmployeeCreateInput;

/**
 * Another page of the section, saving through the same definitions the Contact and Employees pages
 * spread into `useMutation`.
 */
function Saving<Data, Variables>({ label, write, variables }: { label: string; write: UseMutationOptions<Data, Error, Variables>; variables: Variables }) {
  const save = useMutation(write);
  return (
    <>
      <button type="button" onClick={() => save.mutate(variables)}>
        {label}
      </button>
      {save.isSuccess ? <p>Saved</p> : null}
    </>
  );
}

function renderSection() {
  // The admin's own freshness: data read in the last 30 s is shown without asking again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/booking']}>
        <nav>
          <Link to="/admin/booking">Booking</Link>
          <Link to="/admin/contact">Contact</Link>
        </nav>
        <Routes>
          <Route path="/admin/booking/*" element={<GeneralSection basePath="/admin/booking" page="booking" />} />
          <Route
            path="/admin/contact"
            element={
              <>
                <Saving label="Save contact" write={contactMutations.update()} variables={LONDON} />
                <Saving label="Add employee" write={employeeMutations.create()} variables={LIN} />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the calendar reads the contact and employee resources themselves', () => {
  let http: FakeHttp;
  let employees: Array<{ id: number; firstName: string; lastName: string; calendarColor: string }>;
  beforeAll(() => {
    // react-big-calendar asks which element is under the pointer on every press; jsdom has no layout to answer.
    document.elementFromPoint = () => null;
  });
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    employees = [{ id: 5, firstName: 'Maya', lastName: 'Okafor', calendarColor: '#fde047' }];
    http = fakeHttp({
      'GET /contact': { status: 200, body: { data: { timeZone: 'Asia/Tokyo', version: 1 } } },
      'GET /employees': () => ({ status: 200, body: { data: employees, meta: { page: 1, limit: 100, total: employees.length } } }),
      'GET /services': { status: 200, body: { data: [{ id: 3, name: 'Pedicure', durationMinutes: 60 }], meta: { page: 1, limit: 100, total: 1 } } },
      'GET /bookings/calendar': { status: 200, body: calendarAnswer([aBooking()]) },
      'GET /services-parent/with-out-pagination': { status: 200, body: { data: [] } },
      'GET /time-off/blocks': { status: 200, body: { data: [] } },
      'PUT /contact': { status: 200, body: { data: { timeZone: 'Europe/London', version: 2 } } },
      'POST /employees': () => {
        employees = [...employees, { id: 6, firstName: 'Lin', lastName: 'Chen', calendarColor: '#93c5fd' }];
        return { status: 201, body: { data: { ...employees[1], version: 1 } } };
      },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
  });

  it('a time zone saved on the Contact page shows when the calendar opened before is visited again', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toHaveTextContent('17:00–18:00');

    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('link', { name: 'Booking' }));

    const hour = londonHour();
    expect(await screen.findByRole('button', { name: /Ana Silva: Pedicure/ })).toHaveTextContent(`${hour}:00–${String(Number(hour) + 1).padStart(2, '0')}:00`);
    expect(http.calls('GET', '/contact')).toBe(1);
  });

  it('a new employee is offered at once in the New booking dialog', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('button', { name: /Ana Silva: Pedicure/ });

    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await user.click(screen.getByRole('button', { name: 'Add employee' }));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('link', { name: 'Booking' }));
    await user.click(await screen.findByRole('button', { name: 'New booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(await within(dialog).findByRole('option', { name: 'Lin Chen' })).toBeInTheDocument();
  });
});
