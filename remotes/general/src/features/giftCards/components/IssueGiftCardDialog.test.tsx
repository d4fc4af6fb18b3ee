import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { aGiftCard } from '../../../testing/giftCardFixtures';
import { renderSection } from '../../../testing/renderSection';

// Typing into a whole dialog of PrimeReact fields takes seconds on a loaded 2-core machine.
jest.setTimeout(30_000);

async function openIssueDialog() {
  renderSection('gift-card');
  await userEvent.click(await screen.findByRole('button', { name: 'Issue gift card' }));
  return screen.findByRole('dialog', { name: 'Issue gift card' });
}

describe('the Issue gift card dialog', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({
      'GET /gift-cards/summary': { status: 200, body: { data: { outstandingBalance: 0, activeCount: 0 } } },
      'GET /contact': { status: 200, body: { data: { currency: 'GBP' } } },
      'GET /gift-cards': { status: 200, body: { data: [aGiftCard()], meta: { page: 1, limit: 10, total: 1 } } },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('closes on Escape at once when nothing was typed', async () => {
    const dialog = await openIssueDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('asks before Escape throws away a typed note, and keeps it when told to', async () => {
    const dialog = await openIssueDialog();
    const notes = within(dialog).getByLabelText('Internal notes');
    await userEvent.type(notes, 'Paid in cash');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Internal notes')).toHaveValue('Paid in cash');
  });

  it('shows an error only once a field was changed and left, or a save was tried', async () => {
    const dialog = await openIssueDialog();
    const email = within(dialog).getByLabelText('Recipient email');
    await userEvent.click(email);
    await userEvent.tab();
    expect(within(dialog).queryByText('Enter an amount.')).not.toBeInTheDocument();
    await userEvent.type(email, 'not an address');
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Recipient email')).toHaveAccessibleDescription(/email/i);
    expect(within(dialog).queryByText('Enter an amount.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeInTheDocument();
    expect(http.requests('POST', '/gift-cards')).toHaveLength(0);
  });
});
