export interface CountryOption {
  value: string;
  /** "Netherlands (NL)": the name a person recognises and the code the API stores. */
  label: string;
}

// Region codes Intl names that are not countries a phone number belongs to.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let options: CountryOption[] | null = null;

/**
 * Every ISO 3166-1 alpha-2 code this browser can name, in its language, sorted by name; plus the
 * saved one even when the browser cannot name it, so opening the form never changes it silently.
 * The browser has no list of regions, so the 676 two-letter codes are tried once (`fallback: 'none'`
 * answers undefined for a code that names nothing). The API checks the choice against its own list.
 */
export function phoneCountryOptions(current: string | undefined): CountryOption[] {
  if (!options) {
    const names = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' });
    const found: CountryOption[] = [];
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = `${first}${second}`;
        const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
        if (name && name !== code) found.push({ value: code, label: `${name} (${code})` });
      }
    }
    options = found.sort((a, b) => a.label.localeCompare(b.label));
  }
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}
