import type { Client } from '@nail-or-never/shared/schemas';

/** Ana Silva (client 7, Ana of `aBooking()`), allergic to acetone unless `changes` say otherwise. */
export function aClient(changes: Partial<Client> = {}): Client {
  return {
    id: 7,
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+44 20 7946 0000',
    phoneE164: '+442079460000',
    email: 'ana@example.com',
    birthday: null,
    allergies: 'Acetone: use the acetone-free remover.',
    notes: '',
    tags: [],
    marketingConsent: true,
    marketingConsentAt: '2026-01-05T10:00:00.000Z',
    erasedAt: null,
    lastVisitAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    version: 1,
    ...changes,
  };
}

/** `GET /clients`' answer for a page of clients. */
export function clientPage(clients: Client[]) {
  return { status: 200, body: { data: clients, meta: { page: 1, limit: 8, total: clients.length } } };
}
