import type { z } from 'zod';
import type { Contact, contactFormSchema } from '@nail-or-never/shared/schemas';

/** What the form holds before validation (the schema's input). */
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** The form's fields, as the API names them: server errors on these show in place. */
export const CONTACT_FIELDS = [
  'businessName',
  'street',
  'city',
  'postalCode',
  'country',
  'phone',
  'email',
  'openingHours',
  'closures',
  'socialLinks',
  'latitude',
  'longitude',
  'timeZone',
  'currency',
  'clock',
] as const;

/** The record as the form edits it: everything but the version and the time it changed. */
export function contactValues(contact: Contact): ContactFormInput {
  const { version: _version, updatedAt: _updatedAt, ...values } = contact;
  // A deep copy: the form edits nested lists, and the cached record must stay as the server sent it.
  return JSON.parse(JSON.stringify(values)) as ContactFormInput;
}
