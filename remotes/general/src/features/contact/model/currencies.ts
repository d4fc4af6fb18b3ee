import { currencyCodes } from '@nail-or-never/shared';

export interface CurrencyOption {
  value: string;
  /** "EUR · Euro": the code the API stores and the name a person recognises. */
  label: string;
}

let names: Intl.DisplayNames | null = null;

/**
 * The codes this browser can show, plus the saved one even when the browser's list lacks it, so
 * opening the form never changes the currency silently.
 */
export function currencyOptions(current: string): CurrencyOption[] {
  names ??= new Intl.DisplayNames(undefined, { type: 'currency' });
  const codes = new Set([...currencyCodes(), current].filter((code) => code !== ''));
  return [...codes].sort().map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }));
}
