import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, sessionStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { aGiftCard, aGiftCardDetail } from '../../../testing/giftCardFixtures';
import { renderSection } from '../../../testing/renderSection';

// A data router, as in the app: the card page's change form guards against leaving with a typed amount.
const renderAt = (address: string) => renderSection('gift-card', address);

const summary = { status: 200, body: { data: { outstandingBalance: 1234.5, activeCount: 3 } } };

describe('gift cards', () => {
  let http: FakeHttp;
  beforeEach(() => {
    sessionStore.getState().signIn('token-1');
    http = fakeHttp({
      'GET /gift-cards/summary': summary,
      'GET /contact': { status: 200, body: { data: { currency: 'GBP' } } },
      'GET /gift-cards': () => ({ status: 200, body: { data: [aGiftCard()], meta: { page: 1, limit: 10, total: 1 } } }),
      'GET /gift-cards/7': { status: 200, body: { data: aGiftCardDetail({ balance: 30 }) } },
    });
  });
  afterEach(() => {
    http.restore();
    sessionStore.getState().signOut();
    queryClient.clear();
  });

  it('lists cards with the outstanding balance and filters by search, status and expiry', async () => {
    const user = userEvent.setup();
    renderAt('/admin/gift-card');
    expect(await screen.findByRole('link', { name: 'ABCD-EFGH-JKMN' })).toHaveAttribute('href', '/admin/gift-card/7');
    await waitFor(() => expect(screen.getByTestId('gift-card-outstanding')).toHaveTextContent('£1,234.50'));

    await user.type(screen.getByLabelText('Code or name'), 'abcd');
    await waitFor(() => expect(http.requests('GET', '/gift-cards').at(-1)?.params).toMatchObject({ q: 'abcd', page: 1 }));
    await user.type(screen.getByLabelText('Expires before'), '2027-01-31');
    await waitFor(() => expect(http.requests('GET', '/gift-cards').at(-1)?.params).toMatchObject({ expiresBefore: '2027-01-31' }));
  });

  it('issues a card, checking the value first, and opens it', async () => {
    const user = userEvent.setup();
    http.on('POST', '/gift-cards', { status: 201, body: { data: aGiftCard() } });
    renderAt('/admin/gift-card');
    await user.click(await screen.findByRole('button', { name: 'Issue gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue gift card' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeInTheDocument();
    expect(http.requests('POST', '/gift-cards')).toHaveLength(0);

    const value = within(dialog).getByLabelText(/^Value/);
    await user.type(value, '1500');
    await user.tab();
    // Beyond the limit: refused in words and left as typed, never lowered to the limit.
    expect(within(dialog).getByText('The amount can be at most £1,000.00.')).toBeInTheDocument();
    expect(value).toHaveValue('1500');
    await user.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(http.requests('POST', '/gift-cards')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '50');
    await user.type(within(dialog).getByLabelText('Recipient name'), 'Maya Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Gift card ABCD-EFGH-JKMN/ })).toBeInTheDocument();
    expect(http.requests('POST', '/gift-cards')[0]?.json).toMatchObject({ initialValue: 50, expiresOn: null, recipientName: 'Maya Okafor' });
  });

  it('shows the ledger and the server\u2019s sentence when a redemption is more than the balance', async () => {
    const user = userEvent.setup();
    const refusal = 'This card holds 30.00: it cannot pay 45.00.';
    http.on('POST', '/gift-cards/7/transactions', { status: 409, body: { message: refusal, errors: {} } });
    renderAt('/admin/gift-card/7');
    expect(await screen.findByTestId('gift-card-balance')).toHaveTextContent('30.00');
    expect(within(screen.getByRole('list', { name: 'Ledger, newest first' })).getByText('Issued')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '45');
    await user.click(screen.getByRole('button', { name: 'Redeem amount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(http.requests('POST', '/gift-cards/7/transactions')[0]?.json).toEqual({ type: 'redeem', amount: 45, reason: '' });
  });

  it('writes the ledger’s times on the salon’s 12-hour clock when it chose one', async () => {
    http.on('GET', '/contact', { status: 200, body: { data: { currency: 'GBP', clock: '12h' } } });
    renderAt('/admin/gift-card/7');

    const ledger = await screen.findByRole('list', { name: 'Ledger, newest first' });
    // In the browser's zone and language, on the salon's clock.
    await waitFor(() => expect(ledger).toHaveTextContent(/2026, \d{1,2}:00 (AM|PM) by salon-admin/));
  });

  it('asks for a reason before cancelling, then sends it', async () => {
    const user = userEvent.setup();
    http.on('POST', '/gift-cards/7/transactions', { status: 201, body: { data: aGiftCardDetail({ status: 'cancelled', balance: 0 }) } });
    renderAt('/admin/gift-card/7');
    await user.click(await screen.findByRole('button', { name: 'Cancel card' }));
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Cancel this card' });
    await user.click(submit);
    expect(await screen.findByText(/Give a reason/)).toBeInTheDocument();
    expect(http.requests('POST', '/gift-cards/7/transactions')).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason'), 'Bought by mistake');
    await user.click(submit);
    await waitFor(() => expect(http.requests('POST', '/gift-cards/7/transactions')[0]?.json).toEqual({ type: 'cancel', reason: 'Bought by mistake' }));
  });

  it('says so for a card that does not exist', async () => {
    http.on('GET', '/gift-cards/99', { status: 404, body: { message: 'Gift card 99 not found.' } });
    renderAt('/admin/gift-card/99');
    expect(await screen.findByRole('heading', { name: 'No such gift card' })).toBeInTheDocument();
  });
});
