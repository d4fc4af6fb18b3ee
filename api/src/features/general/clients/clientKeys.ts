import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * How clients are compared and searched, in one place: the migration that made the first clients
 * (013), the booking that finds its client, the duplicate check and the list search all use these,
 * so "the same person" means the same thing everywhere.
 */

/** "  José  GARCÍA " -> "jose garcia": no accents, no capitals, single spaces. */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The number in E.164 ("+31612345678"), read with the salon's country when it has no "+", or ''
 * when it cannot be read as a number. A national number must be valid there ("555-01" is not a
 * Dutch number); one typed with "+" only possible, as its country was written out and a range the
 * library does not know yet is still the person's number.
 */
export function toE164(phone: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed) return '';
  return parsed.isValid() || (phone.trim().startsWith('+') && parsed.isPossible()) ? parsed.number : '';
}

/** Parsed only when `toE164` would store it. */
function readable(phone: string, country: CountryCode) {
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed && toE164(phone, country) !== '' ? parsed : undefined;
}

/** The phone as duplicates compare it: E.164, or its digits when it cannot be read as a number. */
export const phoneKeyOf = (phone: string, country: CountryCode): string => toE164(phone, country) || digitsOf(phone);

/** The exact-duplicate rule: same name once folded AND same phone once normalised. */
export const matchKeyOf = (name: string, phone: string, country: CountryCode): string => `${foldText(name)}|${phoneKeyOf(phone, country)}`;

export const fullName = (firstName: string, lastName: string): string => `${firstName} ${lastName}`.trim();

/** A booking's one-box name as a client's first and last name: the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The phone's digit forms search matches: E.164 without "+", national with its trunk 0, and as typed. */
function phoneForms(phone: string, country: CountryCode): string[] {
  const parsed = readable(phone, country);
  const forms = [digitsOf(phone)];
  if (parsed) forms.push(digitsOf(parsed.number), digitsOf(parsed.formatNational()));
  return [...new Set(forms.filter((form) => form !== ''))];
}

/**
 * The one text column the list search reads with `LIKE '%…%'`: folded name (both orders), e-mail
 * and the phone's digit forms, one per line. A folded query holds no line break, so a match never
 * spans two parts.
 */
export function searchTextOf(client: { firstName: string; lastName: string; email: string; phone: string }, country: CountryCode): string {
  return [
    foldText(fullName(client.firstName, client.lastName)),
    foldText(fullName(client.lastName, client.firstName)),
    client.email.toLowerCase(),
    ...phoneForms(client.phone, country),
  ]
    .filter((part) => part !== '')
    .join('\n');
}

/** How the list sorts by name: last name, then first name, folded. */
export const sortNameOf = (firstName: string, lastName: string): string => foldText(`${lastName} ${firstName}`);

/** What a typed query looks for; `alsoWithin`: digits that may as well be part of a longer number. */
export type ClientSearch = { kind: 'number'; e164: string; alsoWithin: string | null } | { kind: 'text'; needles: string[] } | { kind: 'nothing' };

/** From this many digits a valid number is taken to be someone's whole number (9 in the Netherlands, 10 in the UK and the US). */
const WHOLE_NUMBER_DIGITS = 9;

/**
 * A whole phone number, however typed ("06 12 34 56 78", "+31612345678", "612345678"), is that
 * number: compared in E.164, an index lookup. Fewer digits can make a valid number of their own
 * while being part of a client's mobile ("146107" is a Dutch short number), so they are also looked
 * for within the stored digit forms. Part of a number ("0612") is its digits, found within those
 * forms (E.164, national, as typed). Anything else is the folded text.
 */
export function clientSearchOf(query: string, country: CountryCode): ClientSearch {
  const folded = foldText(query);
  if (!/^[+\d\s().\-/]+$/.test(query.trim())) return folded === '' ? { kind: 'nothing' } : { kind: 'text', needles: [folded] };
  const digits = digitsOf(query);
  if (digits === '') return { kind: 'nothing' };
  const e164 = toE164(query, country);
  if (e164 === '') return { kind: 'text', needles: [digits] };
  return { kind: 'number', e164, alsoWithin: digits.length < WHOLE_NUMBER_DIGITS ? digits : null };
}
