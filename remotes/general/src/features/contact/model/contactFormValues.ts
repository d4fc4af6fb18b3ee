import type { z } from 'zod';
import { hasWeeklyHours, proposedWeeklyHours, type Contact, type contactFormSchema } from '@nail-or-never/shared/schemas';

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
  'reminderHours',
  'phoneCountry',
] as const;

/** The record as the form edits it: everything but the version and the time it changed. */
export function contactValues(contact: Contact): ContactFormInput {
  const { version: _version, updatedAt: _updatedAt, ...values } = contact;
  // A deep copy: the form edits nested lists, and the cached record must stay as the server sent it.
  return JSON.parse(JSON.stringify(values)) as ContactFormInput;
}

/** What a fresh salon's form proposes beyond its stored record; each part only when it applies. */
export interface ContactProposal {
  /** No weekday has hours yet: Tuesday to Saturday, 09:00 to 18:00 is proposed. */
  hours: boolean;
  /** The contact details were never saved: the browser's zone, when it differs from the stored one. */
  timeZone: string | null;
}

/**
 * On a fresh install the record says UTC and closed all week, so every booking would be refused.
 * The form opens with sensible values proposed instead; they are only stored when the owner saves.
 */
export function contactProposal(contact: Contact, browserTimeZone: string | undefined): ContactProposal {
  const neverSaved = contact.version === 1;
  return {
    hours: !hasWeeklyHours(contact.openingHours),
    timeZone: neverSaved && browserTimeZone && browserTimeZone !== contact.timeZone ? browserTimeZone : null,
  };
}

/** The form's starting values: the record, with the proposal in place. */
export function proposedContactValues(contact: Contact, proposal: ContactProposal): ContactFormInput {
  const values = contactValues(contact);
  return {
    ...values,
    ...(proposal.hours ? { openingHours: proposedWeeklyHours() } : {}),
    ...(proposal.timeZone ? { timeZone: proposal.timeZone } : {}),
  };
}
