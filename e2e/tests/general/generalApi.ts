/** Set-up of the general section's specs through the real API (Node's fetch, no browser). */
interface Envelope<T> {
  data: T;
}

export async function callApi<T>(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

/** A card with a redemption in its ledger, so its page shows a timeline of two entries. */
export async function seedGiftCard(baseUrl: string, token: string, recipientName: string): Promise<{ id: number; code: string }> {
  const card = await callApi<{ id: number; code: string }>(baseUrl, token, 'POST', '/gift-cards', {
    initialValue: 60,
    expiresOn: null,
    purchaserName: 'Ana Silva',
    purchaserEmail: '',
    purchaserPhone: '',
    recipientName,
    recipientEmail: '',
    recipientPhone: '',
    message: 'Happy birthday!',
    notes: '',
  });
  await callApi(baseUrl, token, 'POST', `/gift-cards/${card.id}/transactions`, { type: 'redeem', amount: 15, reason: '' });
  return card;
}
