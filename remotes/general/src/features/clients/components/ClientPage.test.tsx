import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { aClient, aClientHistory, EMPTY_HISTORY, pageOf } from '../../../testing/clientFixtures';
import { renderSection } from '../../../testing/renderSection';

const renderAt = (address: string) => renderSection('clients', address);

describe('a client\u2019s page', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({
      'GET /contact': { status: 200, body: { data: { currency: 'EUR' } } },
      'GET /clients/12': { status: 200, body: { data: aClient({ allergies: 'Latex, acrylic monomer' }) } },
      'GET /clients/12/history': { status: 200, body: { data: aClientHistory() } },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
    jest.restoreAllMocks();
  });

  it('shows the allergy note first, then the details, the counts, the money, the visits and the gift cards', async () => {
    renderAt('/admin/clients/12');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Silva' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Latex, acrylic monomer');
    // Right under the name: before the actions, the details and the history.
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(heading.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(edit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('client-consent')).toHaveTextContent(/^Given on (1 Oct 2026|Oct 1, 2026)$/);
    expect(await screen.findByTestId('client-no-shows')).toHaveTextContent('1');
    expect(screen.getByTestId('client-total-spent')).toHaveTextContent('45.00');
    const upcoming = screen.getByRole('region', { name: /Upcoming visits/ });
    expect(within(upcoming).getByText('Confirmed')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: /Past visits/ });
    expect(within(past).getByText('No-show')).toBeInTheDocument();
    expect(within(past).getAllByText('Gel manicure')).toHaveLength(2);
    const cards = screen.getByRole('region', { name: /Gift cards/ });
    expect(within(cards).getByRole('link', { name: 'ABCD-EFGH-JKMN' })).toHaveAttribute('href', '/admin/gift-card/7');
    expect(within(cards).getByText('Bought')).toBeInTheDocument();
    // Visits and gift cards behind the client: no "Delete", "Erase" instead.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('has no allergy note when none is recorded', async () => {
    http.on('GET', '/clients/12', { status: 200, body: { data: aClient() } });
    renderAt('/admin/clients/12');
    await screen.findByRole('heading', { level: 1, name: 'Ana Silva' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('"New booking" opens the bookings page with its dialog for this client', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/clients/12');
    await user.click(await screen.findByRole('button', { name: 'New booking' }));
    // The bookings page is another mount (the test router has no page there): the address is what counts.
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/admin/booking', search: '?new=1&clientId=12' }));
  });

  it('erases after saying what goes and what stays, then shows the erased state without personal data', async () => {
    const user = userEvent.setup();
    const erased = aClient({ firstName: '', lastName: '', phone: '', phoneE164: '', email: '', allergies: '', tags: [], birthday: null, marketingConsent: false, marketingConsentAt: null, erasedAt: '2026-11-25T12:00:00.000Z', version: 4 });
    http.on('POST', '/clients/12/erase', () => {
      // The server answers the erased record from now on (the page reads it again after the write).
      http.on('GET', '/clients/12', { status: 200, body: { data: erased } });
      return { status: 200, body: { data: erased } };
    });
    renderAt('/admin/clients/12');
    await user.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Ana Silva?' });
    expect(within(dialog).getByRole('region', { name: 'Kept' })).toHaveTextContent('Money taken and the gift-card ledger');
    expect(within(dialog).getByRole('region', { name: 'Removed' })).toHaveTextContent('Name, phone and email');
    await user.click(within(dialog).getByRole('button', { name: 'Erase client' }));

    expect(await screen.findByText(/^Erased on (25 Nov 2026|Nov 25, 2026)\.$/)).toBeInTheDocument();
    expect(http.requests('POST', '/clients/12/erase')[0]?.json).toEqual({ version: 3 });
    expect(screen.getByRole('heading', { level: 1, name: 'Erased client #12' })).toBeInTheDocument();
    expect(screen.queryByText('06 12 34 56 78')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase…' })).not.toBeInTheDocument();
    // The visits stay.
    expect(screen.getByTestId('client-no-shows')).toHaveTextContent('1');
    // The change records still hold the old details: no History for an erased client.
    expect(screen.queryByText('History')).not.toBeInTheDocument();
  });

  it('opening History lists who changed what, read only once opened', async () => {
    const user = userEvent.setup();
    http.on('GET', '/history/client/12', {
      status: 200,
      body: {
        data: [
          {
            id: 5,
            at: '2026-11-20T10:00:00.000Z',
            userId: 3,
            userName: 'Rita Reception',
            section: 'clients',
            resource: 'client',
            recordId: '12',
            action: 'update',
            summary: 'Client changed',
            before: { phone: '06 11 11 11 11' },
            after: { phone: '06 12 34 56 78' },
          },
        ],
      },
    });
    renderAt('/admin/clients/12');
    await screen.findByRole('heading', { level: 1, name: 'Ana Silva' });
    expect(http.requests('GET', '/history/client/12')).toHaveLength(0);
    await user.click(screen.getByText('History'));
    expect(await screen.findByText('Rita Reception')).toBeInTheDocument();
    const item = screen.getByText('Rita Reception').closest('li');
    expect(item).toHaveTextContent(/Rita Reception changed/);
    expect(item).toHaveTextContent('Phone: 06 11 11 11 11');
    expect(item).toHaveTextContent('06 12 34 56 78');
  });

  it('shows the server\u2019s sentence when erasing is refused, and keeps the page as it was', async () => {
    const user = userEvent.setup();
    http.on('POST', '/clients/12/erase', { status: 409, body: { message: 'Someone else changed this client. Reload to see their changes.' } });
    renderAt('/admin/clients/12');
    await user.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Ana Silva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Ana Silva was not erased|changed/);
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
  });

  it('merges with another client found by search, compared side by side, and goes to the kept one', async () => {
    const user = userEvent.setup();
    const other = aClient({ id: 20, firstName: 'Ana', lastName: 'Silva-Souza', phone: '0612345678', email: '', version: 1 });
    http.on('GET', '/clients', pageOf([aClient(), other]));
    http.on('POST', '/clients/20/merge', { status: 200, body: { data: { ...other, version: 2 } } });
    http.on('GET', '/clients/20', { status: 200, body: { data: { ...other, version: 2 } } });
    http.on('GET', '/clients/20/history', { status: 200, body: { data: aClientHistory() } });
    renderAt('/admin/clients/12');
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Ana Silva with another client' });
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Find the other client'), 'ana');
    // The client itself is not offered.
    await user.click(await within(dialog).findByRole('radio', { name: /Ana Silva-Souza/ }));
    expect(within(dialog).queryByRole('radio', { name: /^Ana Silva 06/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'This client (#12)' })).toHaveTextContent('06 12 34 56 78');
    expect(within(dialog).getByRole('region', { name: 'The other client (#20)' })).toHaveTextContent('0612345678');
    await user.click(within(dialog).getByRole('radio', { name: 'Keep Ana Silva-Souza (#20)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge into Ana Silva-Souza' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva-Souza' })).toBeInTheDocument();
    expect(http.requests('POST', '/clients/20/merge')[0]?.json).toEqual({ version: 1, duplicateId: 12, duplicateVersion: 3 });
  });

  it('exports the data as client-<id>.json, busy while it downloads, and says so', async () => {
    const user = userEvent.setup();
    let release: (value: { status: number; body: unknown }) => void = () => undefined;
    http.on('GET', '/clients/12/export', () => new Promise((resolve) => (release = resolve)));
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:client-12'), revokeObjectURL: () => undefined });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderAt('/admin/clients/12');
    const button = await screen.findByRole('button', { name: 'Export data' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release({ status: 200, body: new Blob(['{"client":{"id":12}}'], { type: 'application/json' }) });
    expect(await screen.findByText('Data exported')).toBeInTheDocument();
    expect(downloads).toEqual(['client-12.json blob:client-12']);
    expect(created).toHaveLength(1);
    expect(button).toBeEnabled();
  });

  it('offers "Delete" only with nothing behind the client, and shows the API\u2019s sentence when it refuses', async () => {
    const user = userEvent.setup();
    const refusal = 'This client has bookings: erase them instead.';
    http.on('GET', '/clients/12/history', { status: 200, body: { data: EMPTY_HISTORY } });
    http.on('DELETE', '/clients/12', { status: 409, body: { message: refusal } });
    renderAt('/admin/clients/12');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ana Silva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says "page not found" for a client that does not exist', async () => {
    http.on('GET', '/clients/99', { status: 404, body: { message: 'Client 99 not found.' } });
    http.on('GET', '/clients/99/history', { status: 404, body: { message: 'Client 99 not found.' } });
    renderAt('/admin/clients/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add a client' })).toHaveAttribute('href', '/admin/clients?new=1');
  });
});
