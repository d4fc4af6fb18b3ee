import { remoteEntry } from '@nail-or-never/shared';
import type { Client, ClientFormValues } from '@nail-or-never/shared/schemas';

/** "Ana Silva", or just "Ana" when no last name was given. */
export function clientName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** Whether the client has allergies or sensitivities to warn about. */
export function hasAllergies(client: Pick<Client, 'allergies'>): boolean {
  return client.allergies.trim() !== '';
}

/** The booking's snapshot of its client: the API fills the same values from `clientId`, the form checks them. */
export function clientSnapshot(client: Client): { customerName: string; customerPhone: string; customerEmail: string } {
  return { customerName: clientName(client), customerPhone: client.phone, customerEmail: client.email };
}

// Digits, spaces, dashes, dots, brackets and a leading +: what a phone number typed in any form looks like.
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** A new client's form, started from what was typed in the client field: a number goes to the phone, words to the name. */
export function newClientValues(typed: string): ClientFormValues {
  const text = typed.trim();
  const phoneLike = PHONE_LIKE.test(text);
  const [firstName = '', ...rest] = phoneLike ? [] : text.split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    phone: phoneLike ? text : '',
    email: '',
    birthday: null,
    allergies: '',
    notes: '',
    tags: [],
    marketingConsent: false,
  };
}

/**
 * The client's page: `<clients mount>/<id>`, where the remotes table mounts the Clients page
 * (`/admin/clients`), read as the client pages read the bookings page's address.
 */
export function clientPageHref(clientId: number): string {
  const basePath = remoteEntry('general')?.mounts.find((mount) => mount.page === 'clients')?.basePath ?? '/admin/clients';
  return `${basePath}/${clientId}`;
}
