import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore, TEAM_MESSAGES, type TeamMember } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 1,
  username: 'ana',
  name: 'Ana Owner',
  role: 'owner',
  active: true,
  otpEnabled: true,
  otpRequired: false,
  mustChangePassword: false,
  employeeId: null,
  lastSeenAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('the Team page', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    sessionStore.getState().setRole('owner');
    http = fakeHttp({
      'GET /team': { status: 200, body: { data: [member(), member({ id: 2, username: 'rita', name: 'Rita Desk', role: 'reception', otpEnabled: false, employeeId: 7 })] } },
      'GET /users/me': { status: 200, body: { data: { id: 1, username: 'ana', name: 'Ana Owner', role: 'owner', otpEnabled: true, otpRequired: false, pendingStep: null } } },
      'GET /employees': { status: 200, body: { data: [{ id: 7, firstName: 'Rita', lastName: 'Staff' }], meta: { page: 1, limit: 100, total: 1 } } },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('lists each person with role, linked staff member, one-time codes and status', async () => {
    renderSection('team');
    const table = await screen.findByRole('table', { name: 'Team' });
    const rita = within(table).getByText('Rita Desk').closest('tr') as HTMLElement;
    expect(within(rita).getByText('Reception')).toBeInTheDocument();
    expect(await within(rita).findByText('Rita Staff')).toBeInTheDocument();
    expect(within(rita).getByText('Off')).toBeInTheDocument();
    expect(within(rita).getByText('Active')).toBeInTheDocument();
  });

  it('adds a person and shows the temporary password once, with a copy button', async () => {
    http.on('POST', '/team', { status: 201, body: { data: { member: member({ id: 3, username: 'mia', name: 'Mia New', role: 'reception', mustChangePassword: true }), temporaryPassword: 'tidy-otter-42-lamp' } } });
    renderSection('team');
    await userEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Mia New');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'mia');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'reception');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));

    const shown = await screen.findByRole('dialog', { name: 'Mia New was added' });
    expect(within(shown).getByLabelText('Temporary password')).toHaveValue('tidy-otter-42-lamp');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(http.requests('POST', '/team')[0]?.json).toEqual({ name: 'Mia New', username: 'mia', role: 'reception', employeeId: null });
  });

  it('shows the server sentence when the last owner would be demoted', async () => {
    http.on('PUT', '/team/1/role', { status: 409, body: { message: TEAM_MESSAGES.lastOwner } });
    renderSection('team');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Ana Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Ana Owner' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role of Ana Owner'), 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.lastOwner);
  });

  it('asks before deactivating, then deactivates', async () => {
    http.on('POST', '/team/2/deactivate', { status: 200, body: { data: member({ id: 2, username: 'rita', name: 'Rita Desk', role: 'reception', active: false }) } });
    renderSection('team');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Rita Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Rita Desk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate…' }));
    expect(within(dialog).getByText(/All their sessions end at once/)).toBeInTheDocument();
    expect(http.calls('POST', '/team/2/deactivate')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(http.calls('POST', '/team/2/deactivate')).toBe(1));
  });

  it('does not offer on one\'s own row what the API refuses there (reset, codes, deactivate), and says why; another person\'s row offers them', async () => {
    renderSection('team');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Ana Owner' }));
    const own = await screen.findByRole('dialog', { name: 'Manage Ana Owner' });
    expect(await within(own).findByText(TEAM_MESSAGES.ownPasswordReset)).toBeInTheDocument();
    expect(within(own).getByText(TEAM_MESSAGES.ownOtpRequirement)).toBeInTheDocument();
    expect(within(own).getByText(TEAM_MESSAGES.notYourself)).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Reset password/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /one-time codes/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Change role' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Ana Owner' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Manage Rita Desk' }));
    const other = await screen.findByRole('dialog', { name: 'Manage Rita Desk' });
    expect(within(other).getByRole('button', { name: 'Reset password…' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Require one-time codes' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Deactivate…' })).toBeInTheDocument();
    expect(within(other).queryByText(TEAM_MESSAGES.notYourself)).toBeNull();
  });

  it('resets a password after asking and shows the new temporary password', async () => {
    http.on('POST', '/team/2/password-reset', { status: 200, body: { data: { member: member({ id: 2, name: 'Rita Desk' }), temporaryPassword: 'brave-lemon-77-kite' } } });
    renderSection('team');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Rita Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Rita Desk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password…' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByLabelText('Temporary password')).toHaveValue('brave-lemon-77-kite');
  });

  it('shows "Not allowed" to a receptionist who opens its address, and never asks for the team', async () => {
    sessionStore.getState().setRole('reception');
    renderSection('team');
    expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Your role does not allow opening the Team page/)).toBeInTheDocument();
    expect(http.calls('GET', '/team')).toBe(0);
    expect(sessionStore.getState().token).toBe('token-1');
  });
});
