import type { Contact, ContactUpdateInput } from '@nail-or-never/shared/schemas';
import { httpClient, type ApiEnvelope } from '@nail-or-never/shared';

/** The salon's one contact record (`/contact`): name, address, opening hours, links, time zone. */
export const contactApi = {
  async get(): Promise<Contact> {
    const response = await httpClient.get<ApiEnvelope<Contact>>('/contact');
    return response.data.data;
  },

  /** Sends the whole record with the version it was read at; 409 when someone saved in between. */
  async update(input: ContactUpdateInput): Promise<Contact> {
    const response = await httpClient.put<ApiEnvelope<Contact>>('/contact', input);
    return response.data.data;
  },
};
