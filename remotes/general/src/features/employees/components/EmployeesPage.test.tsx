import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { anEmployee, aPageOf } from '../../../testing/employeeFixtures';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

const BASE = '/admin/employees';
const GEL = { id: 31, parentId: 1, name: 'Gel polish', description: '', durationMinutes: 45, priceType: 'fixed', price: 30, displayOrder: 1, active: true, createdAt: '', updatedAt: '', version: 1 };

let api: FakeHttp;

beforeEach(() => {
  api = fakeHttp();
  api.on('GET', '/services', { status: 200, body: aPageOf([GEL], 1, 100) });
  // The working hours are typed on the salon's clock, read from its contact record.
  api.on('GET', '/contact', { status: 200, body: { data: { clock: '24h' } } });
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

const open = (path: string = BASE) => renderSection('employees', path);

describe('the staff list', () => {
  it('lists employees with their status and links to each', async () => {
    api.on('GET', '/employees', { status: 200, body: aPageOf([anEmployee(), anEmployee({ id: 8, firstName: 'Ana', lastName: 'Lee', active: false })]) });
    open();
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(await within(table).findByRole('link', { name: 'Mia Rossi' })).toHaveAttribute('href', `${BASE}/7`);
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Staff (2)' })).toBeInTheDocument();
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    api.on('GET', '/employees', { status: 200, body: aPageOf([]) });
    open();
    expect(await screen.findByText('No employees yet. Add the first member of staff.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search employees by name, job title or email' }), 'mia');
    await waitFor(() => expect(api.requests('GET', '/employees').some((request) => request.params?.q === 'mia')).toBe(true));
    await waitFor(() => expect(api.requests('GET', '/employees').at(-1)?.params).toMatchObject({ q: 'mia', status: 'all', page: 1 }));
    expect(await screen.findByText('No employee matches this search or filter.')).toBeInTheDocument();
  });

  it('tags who is inactive and who is active but not bookable', async () => {
    api.on('GET', '/employees', {
      status: 200,
      body: aPageOf([anEmployee(), anEmployee({ id: 8, firstName: 'Ana', lastName: 'Lee', active: false, bookable: false }), anEmployee({ id: 9, firstName: 'Bo', lastName: 'Kim', bookable: false })]),
    });
    open();
    const table = await screen.findByRole('table', { name: 'Employees' });
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    await within(table).findByRole('link', { name: 'Mia Rossi' });
    expect(within(rowOf('Mia Rossi')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Mia Rossi')).queryByText('Not bookable')).toBeNull();
    // Being inactive already says they cannot be booked.
    expect(within(rowOf('Ana Lee')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Ana Lee')).queryByText('Not bookable')).toBeNull();
    expect(within(rowOf('Bo Kim')).getByText('Not bookable')).toBeInTheDocument();
  });

  it('filters by status with one native select named "Show", from page 1', async () => {
    api.on('GET', '/employees', ({ params }) => ({ status: 200, body: aPageOf([anEmployee()], Number(params.page), 10, 30) }));
    open();
    const table = await screen.findByRole('table', { name: 'Employees' });
    await userEvent.click(within(table.closest('.p-datatable') as HTMLElement).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.requests('GET', '/employees').at(-1)?.params).toMatchObject({ page: 2 }));

    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show.tagName).toBe('SELECT');
    expect(within(show).getAllByRole('option').map((option) => option.textContent)).toEqual(['Everyone', 'Active only', 'Inactive only']);
    await userEvent.selectOptions(show, 'Inactive only');
    await waitFor(() => expect(api.requests('GET', '/employees').at(-1)?.params).toMatchObject({ status: 'inactive', page: 1 }));
    expect(show).toHaveValue('inactive');
  });

  it('says so when the list cannot be loaded', async () => {
    api.on('GET', '/employees', { status: 500, body: { message: 'The server had a problem.' } });
    open();
    expect(await screen.findByRole('heading', { name: 'The employees could not be loaded' })).toBeInTheDocument();
  });
});

describe('adding and editing an employee', () => {
  it('checks the fields before sending, then adds them and opens their page', async () => {
    api.on('POST', '/employees', ({ json }) => ({ status: 201, body: { data: anEmployee({ ...(json as object), id: 12, version: 1 }) } }));
    api.on('GET', '/employees/12', { status: 200, body: { data: anEmployee({ id: 12, firstName: 'Zoe', lastName: 'Park' }) } });
    const { router } = open(`${BASE}/new`);
    const submit = await screen.findByRole('button', { name: 'Add employee' });
    await userEvent.click(submit);
    expect(await screen.findByText('Enter the first name.')).toBeInTheDocument();
    expect(api.requests('POST', '/employees')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Zoe');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Park');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'zoe@salon.example');
    // The salon has no opening hours: the proposed Tuesday to Saturday, 09:00 to 18:00, taken as they are.
    expect(screen.getByText(/Proposed: Tuesday to Saturday, 09:00 to 18:00/)).toBeInTheDocument();
    await userEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/12`));
    expect(api.requests('POST', '/employees')[0]?.json).toMatchObject({
      firstName: 'Zoe',
      lastName: 'Park',
      email: 'zoe@salon.example',
      weeklyHours: { monday: [], tuesday: [{ start: '09:00', end: '18:00' }], saturday: [{ start: '09:00', end: '18:00' }], sunday: [] },
      active: true,
      bookable: true,
    });
  });

  it('starts a new employee from the salon\u2019s opening hours, saved only when added', async () => {
    const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
    api.on('GET', '/contact', { status: 200, body: { data: { clock: '24h', openingHours: { ...closed, monday: [{ start: '10:00', end: '16:00' }] } } } });
    open(`${BASE}/new`);
    await screen.findByRole('button', { name: 'Add employee' });
    expect(screen.getByText(/Proposed: the salon’s opening hours/)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday, hours 1 from')).toHaveValue('10:00');
    expect(screen.getByLabelText('Monday, hours 1 to')).toHaveValue('16:00');
    expect(screen.queryByLabelText('Tuesday, hours 1 from')).not.toBeInTheDocument();
    expect(api.requests('POST', '/employees')).toHaveLength(0);
  });

  it('links an employee to the Time off page narrowed to them', async () => {
    api.on('GET', '/employees/7', { status: 200, body: { data: anEmployee() } });
    open(`${BASE}/7`);
    expect(await screen.findByRole('link', { name: 'Time off of Mia Rossi' })).toHaveAttribute('href', '/admin/time-off?employee=7');
  });

  it('saves changes with the id and version, and offers the latest version after a 409', async () => {
    api.on('GET', '/employees/7', { status: 200, body: { data: anEmployee() } });
    api.on('PUT', '/employees', { status: 409, body: { message: 'Someone else changed this employee.', errors: { version: 'stale' } } });
    open(`${BASE}/7`);
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior nail technician');
    await userEvent.click(screen.getByRole('button', { name: 'Save employee' }));
    expect(await screen.findByText('Someone else changed this employee.')).toBeInTheDocument();
    expect(api.requests('PUT', '/employees')[0]?.json).toMatchObject({ id: 7, version: 2, jobTitle: 'Senior nail technician' });

    api.on('GET', '/employees/7', { status: 200, body: { data: anEmployee({ jobTitle: 'Manager', version: 3 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Manager'));
  });

  it('shows the server’s duplicate-email message on the email field', async () => {
    api.on('GET', '/employees/7', { status: 200, body: { data: anEmployee() } });
    api.on('PUT', '/employees', { status: 409, body: { message: 'Another employee has this email.', errors: { email: 'Another employee already uses this email address.' } } });
    open(`${BASE}/7`);
    await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByRole('button', { name: 'Save employee' }));
    expect(await screen.findByText('Another employee already uses this email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "not found" for an unknown or malformed id', async () => {
    api.on('GET', '/employees/99', { status: 404, body: { message: 'Employee 99 does not exist.' } });
    open(`${BASE}/99`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('deleting an employee', () => {
  it('offers to deactivate someone the server will not delete because of their bookings', async () => {
    api.on('GET', '/employees/7', { status: 200, body: { data: anEmployee() } });
    api.on('DELETE', '/employees/7', { status: 409, body: { message: 'Mia Rossi has 3 bookings; deactivate them instead.' } });
    api.on('PUT', '/employees', ({ json }) => ({ status: 200, body: { data: anEmployee({ ...(json as object), version: 3 }) } }));
    open(`${BASE}/7`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Mia Rossi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete employee' }));
    expect(await within(dialog).findByText('Mia Rossi has 3 bookings; deactivate them instead.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    expect(await screen.findByText('Employee deactivated')).toBeInTheDocument();
    expect(api.requests('PUT', '/employees')[0]?.json).toEqual({ id: 7, version: 2, active: false, bookable: false });
  });

  it('deletes after confirmation and returns to the list', async () => {
    api.on('GET', '/employees/7', { status: 200, body: { data: anEmployee() } });
    api.on('GET', '/employees', { status: 200, body: aPageOf([]) });
    api.on('DELETE', '/employees/7', { status: 200, body: { data: { id: 7 } } });
    const { router } = open(`${BASE}/7`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete employee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    expect(api.requests('DELETE', '/employees/7')).toHaveLength(1);
  });
});
