import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import type { TimeOff } from '@nail-or-never/shared/schemas';
import { anEmployee, aPageOf } from '../../../testing/employeeFixtures';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

const aTimeOff = (overrides: Partial<TimeOff> = {}): TimeOff => ({
  id: 5,
  employeeId: 7,
  employeeName: 'Mia Rossi',
  reason: 'holiday',
  note: '',
  kind: 'once',
  fromDate: '2030-03-04',
  untilDate: '2030-03-08',
  startTime: null,
  endTime: null,
  weekdays: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});

const LUNCH = aTimeOff({ id: 6, reason: 'break', kind: 'weekly', fromDate: '2026-01-05', untilDate: null, startTime: '12:30', endTime: '13:15', weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] });

let api: FakeHttp;

beforeEach(() => {
  sessionStore.getState().signIn('token-1');
  api = fakeHttp();
  api.on('GET', '/contact', { status: 200, body: { data: { timeZone: 'Europe/London', clock: '24h' } } });
  api.on('GET', '/employees', { status: 200, body: aPageOf([anEmployee(), anEmployee({ id: 8, firstName: 'Ana', lastName: 'Lee' })]) });
  api.on('GET', '/time-off', { status: 200, body: { data: [aTimeOff(), LUNCH] } });
});

afterEach(() => {
  api.restore();
  sessionStore.getState().signOut();
  queryClient.clear();
});

describe('the Time off page', () => {
  it('lists the time off by employee in plain words', async () => {
    renderSection('time-off');
    const mia = await screen.findByRole('region', { name: 'Mia Rossi' });
    expect(within(mia).getByText('Mon 4 Mar to Fri 8 Mar')).toBeInTheDocument();
    expect(within(mia).getByText('Every weekday 12:30–13:15')).toBeInTheDocument();
    expect(within(mia).getByText('Break')).toBeInTheDocument();
  });

  it('narrows the list to the employee in the address', async () => {
    renderSection('time-off', '/admin/time-off?employee=8');
    await waitFor(() => expect(api.requests('GET', '/time-off').at(-1)?.params).toMatchObject({ employeeId: 8 }));
    expect(await screen.findByLabelText('Employee')).toHaveValue('8');
  });

  it('adds a lunch break every weekday, checking the times first', async () => {
    const user = userEvent.setup();
    api.on('POST', '/time-off', { status: 201, body: { data: LUNCH } });
    renderSection('time-off');
    await user.click(await screen.findByRole('button', { name: 'Add time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add time off' });
    await user.selectOptions(within(dialog).getByLabelText('Employee'), '7');
    await user.click(within(dialog).getByLabelText('Break'));
    await user.click(within(dialog).getByLabelText('Every week'));
    // A weekly entry starts on working days.
    expect(within(dialog).getByLabelText('Fri')).toBeChecked();
    expect(within(dialog).getByLabelText('Sat')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    expect(await within(dialog).findByText('Enter the start and end time of the repeating time off.')).toBeInTheDocument();
    expect(api.requests('POST', '/time-off')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('From time'), '12:30');
    await user.type(within(dialog).getByLabelText('To time'), '13:15');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(api.requests('POST', '/time-off')).toHaveLength(1));
    expect(JSON.parse(String(api.requests('POST', '/time-off')[0]?.body))).toMatchObject({
      employeeId: 7,
      reason: 'break',
      kind: 'weekly',
      untilDate: null,
      startTime: '12:30',
      endTime: '13:15',
      weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add time off' })).not.toBeInTheDocument());
  });

  it('writes and reads the times on the salon\u2019s 12-hour clock', async () => {
    const user = userEvent.setup();
    api.on('GET', '/contact', { status: 200, body: { data: { timeZone: 'Europe/London', clock: '12h' } } });
    api.on('PUT', '/time-off', { status: 200, body: { data: LUNCH } });
    renderSection('time-off');
    await user.click(await screen.findByRole('button', { name: /^Change Mia Rossi's break/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change time off' });
    expect(within(dialog).getByLabelText('From time')).toHaveValue('12:30 PM');
    const to = within(dialog).getByLabelText('To time');
    expect(to).toHaveValue('1:15 PM');

    await user.clear(to);
    await user.type(to, '5:45 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save time off' }));
    await waitFor(() => expect(api.requests('PUT', '/time-off')).toHaveLength(1));
    expect(JSON.parse(String(api.requests('PUT', '/time-off')[0]?.body))).toMatchObject({ id: 6, startTime: '12:30', endTime: '17:45' });
  });

  it('changes an entry with its version and deletes one after asking', async () => {
    const user = userEvent.setup();
    api.on('PUT', '/time-off', { status: 200, body: { data: aTimeOff({ reason: 'sick', version: 2 }) } });
    api.on('DELETE', '/time-off/5', { status: 204, body: '' });
    renderSection('time-off');
    await user.click(await screen.findByRole('button', { name: /^Change Mia Rossi's holiday/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change time off' });
    expect(within(dialog).getByLabelText('Whole days')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Sick'));
    await user.click(within(dialog).getByRole('button', { name: 'Save time off' }));
    await waitFor(() => expect(api.requests('PUT', '/time-off')).toHaveLength(1));
    expect(JSON.parse(String(api.requests('PUT', '/time-off')[0]?.body))).toMatchObject({ id: 5, version: 1, reason: 'sick', startTime: null, endTime: null, untilDate: '2030-03-08' });

    await user.click(await screen.findByRole('button', { name: /^Delete Mia Rossi's holiday/ }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this time off?' });
    expect(within(ask).getByText('Mia Rossi — holiday, Mon 4 Mar to Fri 8 Mar')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Delete time off' }));
    await waitFor(() => expect(api.requests('DELETE', '/time-off/5')).toHaveLength(1));
  });

  it('shows a receptionist the time off without the buttons that change it', async () => {
    sessionStore.getState().setRole('reception');
    renderSection('time-off');
    await screen.findByRole('region', { name: 'Mia Rossi' });
    expect(screen.queryByRole('button', { name: 'Add time off' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
