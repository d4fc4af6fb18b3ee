import type { z } from 'zod';
import type { Client, clientFormSchema } from '@nail-or-never/shared/schemas';

export type ClientFormInput = z.input<typeof clientFormSchema>;

/** A new client: nothing typed yet, no consent until they give it. */
export const EMPTY_CLIENT_FORM: ClientFormInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  birthday: null,
  allergies: '',
  notes: '',
  tags: [],
  marketingConsent: false,
};

export function clientValues(client: Client): ClientFormInput {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    phone: client.phone,
    email: client.email,
    birthday: client.birthday,
    allergies: client.allergies,
    notes: client.notes,
    // A copy: the form edits the list, and the cached record must stay as the server sent it.
    tags: [...client.tags],
    marketingConsent: client.marketingConsent,
  };
}
