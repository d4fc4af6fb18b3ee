import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { aClient, aClientHistory, pageOf } from '../../../testing/clientFixtures';
import { renderSection } from '../../../testing/renderSection';

const renderAt = (address: string) => renderSection('clients', address);

describe('clients list and form', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({
      'GET /contact': { status: 200, body: { data: { currency: 'EUR' } } },
      'GET /clients': pageOf([aClient(), aClient({ id: 13, firstName: 'Bea', lastName: 'Jansen', phone: '+31 6 9876 5432', email: '', tags: [], allergies: 'Acrylic monomer', lastVisitAt: null })]),
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('lists clients with their phone as typed, tags, last visit and an allergy marker, and links each to their page', async () => {
    renderAt('/admin/clients');
    expect(await screen.findByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/admin/clients/12');
    const bea = screen.getByRole('link', { name: 'Bea Jansen' }).closest('tr');
    if (!bea) throw new Error('no row');
    expect(within(bea).getByText('+31 6 9876 5432')).toBeInTheDocument();
    expect(within(bea).getByText('(allergies recorded)')).toBeInTheDocument();
    expect(within(bea).getByText('Never')).toBeInTheDocument();
    const ana = screen.getByRole('link', { name: 'Ana Silva' }).closest('tr');
    if (!ana) throw new Error('no row');
    expect(within(ana).queryByText('(allergies recorded)')).not.toBeInTheDocument();
    expect(within(ana).getByText('VIP')).toBeInTheDocument();
  });

  it('searches as you type, once typing pauses, from the first page, and sorts', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients');
    await screen.findByRole('link', { name: 'Ana Silva' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients by name, phone or email' }), '612 34');
    await waitFor(() => expect(http.requests('GET', '/clients').at(-1)?.params).toMatchObject({ q: '612 34', page: 1 }));
    // One request for the pause, none for each key.
    expect(http.requests('GET', '/clients').filter((request) => request.params.q !== undefined)).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Sort'), 'Latest visit first');
    await waitFor(() => expect(http.requests('GET', '/clients').at(-1)?.params).toMatchObject({ q: '612 34', sort: '-lastVisit' }));
  });

  it('checks the form before saving: a first name and a phone number are needed, an email must be one', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    await user.type(within(dialog).getByLabelText('Email (optional)'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('Enter the client\u2019s first name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the client\u2019s phone number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(http.requests('POST', '/clients')).toHaveLength(0);
    expect(http.requests('GET', '/clients/duplicates')).toHaveLength(0);
  });

  it('asks "Is this …?" when the phone matches someone, opens them, or creates a new client when told no', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/duplicates', { status: 200, body: { data: [aClient()] } });
    http.on('POST', '/clients', { status: 201, body: { data: aClient({ id: 30, firstName: 'Ana', lastName: 'Souza', tags: ['New'] }) } });
    http.on('GET', '/clients/30', { status: 200, body: { data: aClient({ id: 30, firstName: 'Ana', lastName: 'Souza' }) } });
    http.on('GET', '/clients/30/history', { status: 200, body: { data: aClientHistory() } });
    renderAt('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Last name (optional)'), 'Souza');
    await user.type(within(dialog).getByLabelText('Phone'), '+31612345678');
    await user.type(within(dialog).getByLabelText('Tags'), 'New{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove tag New' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));

    expect(await within(dialog).findByText('Is this Ana Silva (06 12 34 56 78)?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open Ana Silva' })).toBeInTheDocument();
    expect(http.requests('GET', '/clients/duplicates')[0]?.params).toMatchObject({ phone: '+31612345678', email: '' });
    // Never silently created.
    expect(http.requests('POST', '/clients')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'No, create a new client' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(http.requests('POST', '/clients')[0]?.json).toMatchObject({ firstName: 'Ana', lastName: 'Souza', phone: '+31612345678', tags: ['New'], birthday: null, marketingConsent: false });
    // Asked once: "no" is the answer for this phone and e-mail.
    expect(http.requests('GET', '/clients/duplicates')).toHaveLength(1);
  });

  it('opens the client already there when the question is answered with their name', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/duplicates', { status: 200, body: { data: [aClient()] } });
    http.on('GET', '/clients/12', { status: 200, body: { data: aClient() } });
    http.on('GET', '/clients/12/history', { status: 200, body: { data: aClientHistory() } });
    renderAt('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Phone'), '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Open Ana Silva' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(http.requests('POST', '/clients')).toHaveLength(0);
  });

  it('creates without asking when nobody matches, and when the check itself fails', async () => {
    const user = userEvent.setup();
    http.on('GET', '/clients/duplicates', 'network-error');
    http.on('POST', '/clients', { status: 201, body: { data: aClient({ id: 31 }) } });
    http.on('GET', '/clients/31', { status: 200, body: { data: aClient({ id: 31 }) } });
    http.on('GET', '/clients/31/history', { status: 200, body: { data: aClientHistory() } });
    renderAt('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Phone'), '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(http.requests('POST', '/clients')).toHaveLength(1));
  });

  it('opens "New client" when asked by the address (?new=1), once', async () => {
    const { router } = renderAt('/admin/clients?new=1');
    expect(await screen.findByRole('dialog', { name: 'New client' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
