import type { GiftCardDetail } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

const SUB_CENT = [1e-9, 0.001, 0.005, 12.345];
const TWO_DECIMALS = 'Enter an amount with at most two decimals, for example 45.50.';

describe('money is refused, never rounded, when it has more than two decimals', () => {
  let t: TestApp;
  let api: CatalogClient;
  let card: GiftCardDetail;
  const cardBody = { expiresOn: null, purchaserName: 'Ana', purchaserEmail: '', purchaserPhone: '', recipientName: '', recipientEmail: '', recipientPhone: '', message: '', notes: '' };
  const ledgerRows = () => t.app.db.selectFrom('giftCardTransactions').selectAll().orderBy('id').execute();
  const cards = () => t.app.db.selectFrom('giftCards').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp();
    api = catalogClient(t);
    card = dataOf<GiftCardDetail>(await api.postJson('/gift-cards', { ...cardBody, initialValue: 50 }));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(SUB_CENT)('issues no card worth %p', async (initialValue) => {
    const before = await cards();
    const response = await api.postJson('/gift-cards', { ...cardBody, initialValue });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ initialValue: TWO_DECIMALS });
    expect(await cards()).toEqual(before);
  });

  it('issues no card worth 0, and says the smallest amount', async () => {
    const response = await api.postJson('/gift-cards', { ...cardBody, initialValue: 0 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({ initialValue: 'The amount must be at least 0.01.' });
  });

  it.each(SUB_CENT.flatMap((amount) => (['redeem', 'top_up', 'refund', 'adjust'] as const).map((type) => [type, amount] as const)))(
    'writes no ledger row for a %s of %p',
    async (type, amount) => {
      const before = { ledger: await ledgerRows(), cards: await cards() };
      const response = await api.postJson(`/gift-cards/${card.id}/transactions`, { type, amount, reason: 'Till count' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual({ amount: TWO_DECIMALS });
      expect({ ledger: await ledgerRows(), cards: await cards() }).toEqual(before);
    },
  );

  it('still moves whole cents exactly', async () => {
    const response = await api.postJson(`/gift-cards/${card.id}/transactions`, { type: 'redeem', amount: 0.29, reason: '' });
    expect(response.statusCode).toBe(201);
    expect(dataOf<GiftCardDetail>(response).balance).toBe(49.71);
  });
});
