import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore, type HistoryEntry } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

const entry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  userId: 2,
  userName: 'Rita Desk',
  section: 'bookings',
  resource: 'booking',
  recordId: '5',
  action: 'update',
  summary: 'Booking status: cancelled',
  before: { status: 'booked', notes: 'x' },
  after: { status: 'cancelled', notes: 'x' },
  ...overrides,
});

describe('the Activity page', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    sessionStore.getState().setRole('owner');
    http = fakeHttp({
      'GET /history': { status: 200, body: { data: [entry()], meta: { page: 1, limit: 25, total: 1 } } },
      'GET /team': { status: 200, body: { data: [{ id: 2, username: 'rita', name: 'Rita Desk' }] } },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('lists who changed what: the person, the record and each changed field before and after', async () => {
    renderSection('activity');
    const item = (await screen.findByText('Rita Desk', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Booking status: cancelled');
    expect(item).toHaveTextContent('Status: booked → changed to cancelled');
    // An unchanged field is not listed.
    expect(item).not.toHaveTextContent('Notes');
  });

  it('filters by person, section and dates, back on the first page', async () => {
    renderSection('activity');
    await screen.findByText('Rita Desk', { selector: 'strong' });
    await userEvent.selectOptions(await screen.findByLabelText('Person'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Section'), 'bookings');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await waitFor(() => {
      const params = http.requests('GET', '/history').at(-1)?.params as Record<string, unknown> | undefined;
      expect(params).toMatchObject({ page: 1, person: 2, section: 'bookings' });
      expect(typeof params?.from).toBe('string');
    });
  });

  it('shows "Not allowed" to a manager', async () => {
    sessionStore.getState().setRole('manager');
    renderSection('activity');
    expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeInTheDocument();
    expect(http.calls('GET', '/history')).toBe(0);
  });
});
