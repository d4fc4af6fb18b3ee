import type { Client, ClientCreateInput, Contact } from '@nail-or-never/shared/schemas';
import { dataOf, type CatalogClient } from '../../catalog/catalogTestKit';

export const clientInput = (changes: Partial<ClientCreateInput> = {}): ClientCreateInput => ({
  firstName: 'José',
  lastName: 'García',
  phone: '06 12 34 56 78',
  email: '',
  birthday: null,
  allergies: '',
  notes: '',
  tags: [],
  marketingConsent: false,
  ...changes,
});

export async function createClient(api: CatalogClient, changes: Partial<ClientCreateInput> = {}): Promise<Client> {
  const response = await api.postJson('/clients', clientInput(changes));
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
  return dataOf<Client>(response);
}

/** Phone numbers without "+" are read in `country` from now on. */
export async function setPhoneCountry(api: CatalogClient, country: string): Promise<void> {
  const contact = dataOf<Contact>(await api.get('/contact'));
  const saved = await api.putJson('/contact', { ...contact, phoneCountry: country });
  expect({ status: saved.statusCode, body: saved.statusCode === 200 ? '' : saved.body }).toEqual({ status: 200, body: '' });
}
