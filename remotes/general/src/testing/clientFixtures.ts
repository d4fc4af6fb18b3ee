import type { Client, ClientHistory, ClientVisit } from '@nail-or-never/shared/schemas';
import { aPageOf } from './employeeFixtures';

/** A client as the API answers it; tests override what they care about. */
export function aClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 12,
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '06 12 34 56 78',
    phoneE164: '+31612345678',
    email: 'ana@example.com',
    birthday: '1990-04-02',
    allergies: '',
    notes: '',
    tags: ['VIP'],
    marketingConsent: true,
    marketingConsentAt: '2026-10-01T09:00:00.000Z',
    erasedAt: null,
    lastVisitAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-01-15T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export function aVisit(overrides: Partial<ClientVisit> = {}): ClientVisit {
  return {
    bookingId: 40,
    startsAt: '2026-11-20T10:00:00.000Z',
    endsAt: '2026-11-20T11:00:00.000Z',
    status: 'completed',
    serviceNames: ['Gel manicure'],
    employeeNames: ['Maya Okafor'],
    totalPrice: 45,
    ...overrides,
  };
}

/** A client with one upcoming and two past visits (one a no-show) and a gift card they bought. */
export function aClientHistory(overrides: Partial<ClientHistory> = {}): ClientHistory {
  return {
    upcoming: [aVisit({ bookingId: 41, startsAt: '2026-12-02T14:00:00.000Z', endsAt: '2026-12-02T15:00:00.000Z', status: 'confirmed' })],
    past: [aVisit(), aVisit({ bookingId: 39, startsAt: '2026-10-02T14:00:00.000Z', endsAt: '2026-10-02T15:00:00.000Z', status: 'no_show' })],
    counts: { visits: 1, noShows: 1, cancellations: 0 },
    totalSpent: 45,
    giftCards: [{ id: 7, code: 'ABCD-EFGH-JKMN', role: 'purchaser', initialValue: 50, balance: 30, redeemed: 20, status: 'active', issuedAt: '2026-11-01T10:00:00.000Z' }],
    ...overrides,
  };
}

/** Nothing behind the client: the page offers "Delete". */
export const EMPTY_HISTORY: ClientHistory = { upcoming: [], past: [], counts: { visits: 0, noShows: 0, cancellations: 0 }, totalSpent: 0, giftCards: [] };

export const pageOf = (clients: Client[]) => ({ status: 200, body: aPageOf(clients, 1, 20) });

/** The client of `aBooking()`: Ana Silva (client 7), allergic to acetone unless `changes` say otherwise. */
export function bookedClient(changes: Partial<Client> = {}): Client {
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
