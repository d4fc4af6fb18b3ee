import type { GiftCard, GiftCardDetail, GiftCardIssueInput, GiftCardSummary } from '@nail-or-never/shared/schemas';
import { dayIn } from '../../src/features/general/contact/salonClock';
import { catalogClient, dataOf, errorOf, pageOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

/** A day `days` from today in UTC (the salon's zone on a fresh database). */
function dayFromNow(days: number): string {
  return dayIn('UTC', new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

async function issue(changes: Partial<GiftCardIssueInput> = {}): Promise<GiftCardDetail> {
  const response = await api.postJson('/gift-cards', {
    initialValue: 100,
    expiresOn: dayFromNow(365),
    purchaserName: 'Ana Silva',
    purchaserEmail: 'ana@example.com',
    purchaserPhone: '',
    recipientName: 'Joana Silva',
    recipientEmail: '',
    recipientPhone: '',
    message: 'Happy birthday!',
    notes: '',
    ...changes,
  });
  expect(response.statusCode).toBe(201);
  return dataOf<GiftCardDetail>(response);
}

const act = (id: number, body: object) => api.postJson(`/gift-cards/${id}/transactions`, body);

/** Makes a card's last day yesterday, as if time had passed. */
async function expire(card: GiftCard, lastDay = dayFromNow(-1)): Promise<void> {
  await testApp.app.db.updateTable('giftCards').set({ expiresOn: lastDay }).where('id', '=', card.id).execute();
}

describe('issuing', () => {
  it('issues a card with an unguessable grouped code, the full balance and an issue row in its ledger', async () => {
    const card = await issue();

    expect(card.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(card).toMatchObject({ initialValue: 100, balance: 100, status: 'active', recipientName: 'Joana Silva' });
    expect(card.transactions).toEqual([expect.objectContaining({ type: 'issue', amount: 100, balanceAfter: 100, createdBy: 'admin' })]);
  });

  it('never repeats a code', async () => {
    const codes = new Set<string>();
    for (let count = 0; count < 40; count += 1) codes.add((await issue({ initialValue: 10 })).code);
    expect(codes.size).toBe(40);
  });

  it.each([
    ['a value over the cap', { initialValue: 1000.01 }, 'initialValue'],
    ['a value of 0', { initialValue: 0 }, 'initialValue'],
    ['three decimals', { initialValue: 10.005 }, 'initialValue'],
    ['a last day today', { expiresOn: dayFromNow(0) }, 'expiresOn'],
    ['an invalid purchaser email', { purchaserEmail: 'ana@' }, 'purchaserEmail'],
  ])('refuses %s with a field error', async (_case, changes, field) => {
    const response = await api.postJson('/gift-cards', { initialValue: 50, expiresOn: null, purchaserName: '', purchaserEmail: '', purchaserPhone: '', recipientName: '', recipientEmail: '', recipientPhone: '', message: '', notes: '', ...changes });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty([field]);
  });
});

describe('redeeming and the other transactions', () => {
  it('redeems part, then the rest, and refuses more with the balance in the message', async () => {
    const card = await issue();

    const part = dataOf<GiftCardDetail>(await act(card.id, { type: 'redeem', amount: 35.5 }));
    expect(part).toMatchObject({ balance: 64.5, status: 'active' });
    expect(part.transactions[0]).toMatchObject({ type: 'redeem', amount: -35.5, balanceAfter: 64.5 });

    const tooMuch = await act(card.id, { type: 'redeem', amount: 70 });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).message).toBe(`Gift card ${card.code} holds only 64.5; 70 cannot be redeemed.`);

    const rest = dataOf<GiftCardDetail>(await act(card.id, { type: 'redeem', amount: 64.5 }));
    expect(rest).toMatchObject({ balance: 0, status: 'redeemed' });
    const again = await act(card.id, { type: 'redeem', amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toContain('has been used up');
  });

  it('never overdraws a card when ten tills redeem at the same moment', async () => {
    const card = await issue({ initialValue: 100 });

    const results = await Promise.all(Array.from({ length: 10 }, () => act(card.id, { type: 'redeem', amount: 15 })));

    const accepted = results.filter((response) => response.statusCode === 201);
    expect(accepted).toHaveLength(6);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(4);
    const after = dataOf<GiftCardDetail>(await api.get(`/gift-cards/${card.id}`));
    expect(after.balance).toBe(10);
    // The ledger adds up: every row's balance follows from the one before.
    const oldestFirst = [...after.transactions].reverse();
    let balance = 0;
    for (const row of oldestFirst) {
      balance = Math.round((balance + row.amount) * 100) / 100;
      expect(row.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(10);
  });

  it('tops up a used-up card back to active, but never beyond the cap', async () => {
    const card = await issue({ initialValue: 20 });
    await act(card.id, { type: 'redeem', amount: 20 });

    const topped = dataOf<GiftCardDetail>(await act(card.id, { type: 'top_up', amount: 50 }));
    expect(topped).toMatchObject({ balance: 50, status: 'active' });

    const overCap = await act(card.id, { type: 'top_up', amount: 951 });
    expect(overCap.statusCode).toBe(409);
    expect(errorOf(overCap).errors).toEqual({ amount: 'At most 950 can be added.' });
  });

  it('needs a reason for refunds, corrections and cancelling, and keeps it in the ledger', async () => {
    const card = await issue();

    const noReason = await act(card.id, { type: 'adjust', amount: -5, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).errors).toHaveProperty(['reason']);

    const adjusted = dataOf<GiftCardDetail>(await act(card.id, { type: 'adjust', amount: -5, reason: 'Printed value was wrong' }));
    expect(adjusted.transactions[0]).toMatchObject({ type: 'adjust', amount: -5, balanceAfter: 95, reason: 'Printed value was wrong' });
    const refunded = dataOf<GiftCardDetail>(await act(card.id, { type: 'refund', amount: 30, reason: 'Service cancelled by the salon' }));
    expect(refunded.balance).toBe(125);
    const belowZero = await act(card.id, { type: 'adjust', amount: -126, reason: 'Too far' });
    expect(belowZero.statusCode).toBe(409);
  });

  it('cancels for good: the balance goes to 0 and nothing more can happen', async () => {
    const card = await issue();

    const cancelled = dataOf<GiftCardDetail>(await act(card.id, { type: 'cancel', reason: 'Reported stolen' }));

    expect(cancelled).toMatchObject({ status: 'cancelled', balance: 0 });
    expect(cancelled.transactions[0]).toMatchObject({ type: 'cancel', amount: -100, balanceAfter: 0 });
    for (const body of [{ type: 'redeem', amount: 1 }, { type: 'top_up', amount: 1 }, { type: 'extend', expiresOn: dayFromNow(800) }]) {
      const response = await act(card.id, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 409 });
    }
    expect((await api.delete(`/gift-cards/${card.id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown action and an unknown card', async () => {
    const card = await issue();
    expect((await act(card.id, { type: 'steal', amount: 5 })).statusCode).toBe(400);
    expect((await act(card.id + 100, { type: 'redeem', amount: 5 })).statusCode).toBe(404);
  });
});

describe('expiry, in the salon\u2019s time zone', () => {
  it('refuses to redeem an expired card and says so, until it is extended', async () => {
    const card = await issue();
    await expire(card);

    const refused = await act(card.id, { type: 'redeem', amount: 10 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(`Gift card ${card.code} expired on ${dayFromNow(-1)}. Extend it first if the salon still honours it.`);
    expect(dataOf<GiftCard>(await api.get(`/gift-cards/${card.id}`)).status).toBe('expired');

    const extended = dataOf<GiftCardDetail>(await act(card.id, { type: 'extend', expiresOn: dayFromNow(30), reason: 'Goodwill' }));
    expect(extended).toMatchObject({ status: 'active', expiresOn: dayFromNow(30) });
    expect(extended.transactions[0]).toMatchObject({ type: 'extend', amount: 0, expiresOnAfter: dayFromNow(30) });
    expect((await act(card.id, { type: 'redeem', amount: 10 })).statusCode).toBe(201);
  });

  it('counts "today" where the salon is: the same last day has passed in Kiritimati (UTC+14) but not in Pago Pago (UTC-11)', async () => {
    const card = await issue();
    const pagoPagoToday = dayIn('Pacific/Pago_Pago');
    await expire(card, pagoPagoToday);
    const setZone = (timeZone: string) => testApp.app.db.updateTable('contact').set({ timeZone }).execute();

    await setZone('Pacific/Pago_Pago');
    expect(dataOf<GiftCard>(await api.get(`/gift-cards/${card.id}`)).status).toBe('active');

    await setZone('Pacific/Kiritimati');
    expect(dataOf<GiftCard>(await api.get(`/gift-cards/${card.id}`)).status).toBe('expired');
  });
});

describe('the list and the liability', () => {
  it('finds cards by the start of the code (any case, with or without dashes) or by a name, and filters by status and expiry', async () => {
    const first = await issue({ recipientName: 'Joana Silva' });
    const second = await issue({ recipientName: 'Bea Costa', purchaserName: 'Rui Costa', expiresOn: dayFromNow(10) });
    const third = await issue({ recipientName: 'Carla Mendes' });
    await expire(third);
    const ids = async (query: string) => pageOf<GiftCard>(await api.get(`/gift-cards?${query}`)).data.map((card) => card.id);

    expect(await ids(`q=${first.code.slice(0, 6).toLowerCase().replace('-', '')}`)).toEqual([first.id]);
    expect(await ids('q=costa')).toEqual([second.id]);
    expect(await ids('status=expired')).toEqual([third.id]);
    expect(await ids('status=active')).toEqual([second.id, first.id]);
    expect(await ids(`expiresBefore=${dayFromNow(20)}`)).toEqual([third.id, second.id]);
    expect((await api.get('/gift-cards?status=lost')).statusCode).toBe(400);
  });

  it('sums what usable cards still hold: not expired, cancelled or used-up ones', async () => {
    const kept = await issue({ initialValue: 100 });
    await act(kept.id, { type: 'redeem', amount: 25.25 });
    await issue({ initialValue: 50 });
    const expired = await issue({ initialValue: 40 });
    await expire(expired);
    const cancelled = await issue({ initialValue: 30 });
    await act(cancelled.id, { type: 'cancel', reason: 'Refunded in cash' });

    expect(dataOf<GiftCardSummary>(await api.get('/gift-cards/summary'))).toEqual({ outstandingBalance: 124.75, activeCount: 2 });
  });

  it('changes the people and notes with the version, never the money', async () => {
    const card = await issue();

    const response = await api.putJson('/gift-cards', { id: card.id, version: card.version, notes: 'Collected in person', balance: 999 });

    expect(response.statusCode).toBe(200);
    expect(dataOf<GiftCardDetail>(response)).toMatchObject({ notes: 'Collected in person', balance: 100, version: card.version + 1 });
    expect((await api.putJson('/gift-cards', { id: card.id, version: card.version, notes: 'stale' })).statusCode).toBe(409);
  });
});
