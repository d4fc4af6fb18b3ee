import { getCountries, type CountryCode } from 'libphonenumber-js';
import { foldText } from '../clients/clientKeys';

/** Where a salon's country cannot be read: the Netherlands, whose numbers the examples are. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'NL';

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

export const isPhoneCountry = (code: string): code is CountryCode => COUNTRIES.has(code);

/** The words people type for a country that no locale's name matches. */
const ALIASES: Record<string, CountryCode> = {
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'great britain': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  holland: 'NL',
  'the netherlands': 'NL',
};

const LOCALES = ['en', 'nl', 'fr', 'de', 'es', 'it', 'pt', 'pl', 'sv', 'da'];

let namesByFolded: Map<string, CountryCode> | undefined;

function countryNames(): Map<string, CountryCode> {
  if (namesByFolded) return namesByFolded;
  const names = new Map<string, CountryCode>();
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'region' });
    for (const code of getCountries()) {
      const name = display.of(code);
      if (name && !names.has(foldText(name))) names.set(foldText(name), code);
    }
  }
  namesByFolded = names;
  return names;
}

/**
 * The ISO 3166-1 alpha-2 code the salon's free-text `country` names ("FR", "France", "Nederland",
 * "UK"), or null when it names none.
 */
export function phoneCountryFromText(country: string): CountryCode | null {
  const folded = foldText(country).replace(/\.$/, '');
  if (folded === '') return null;
  const code = folded.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && isPhoneCountry(code)) return code;
  return ALIASES[folded] ?? countryNames().get(folded) ?? null;
}
