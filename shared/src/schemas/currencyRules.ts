/** Prices stored before the salon could choose a currency were meant as euros. */
export const DEFAULT_CURRENCY = 'EUR';

let knownCurrencies: ReadonlySet<string> | null = null;

/**
 * The ISO 4217 codes this runtime can format. Asked of Intl rather than kept as a list, so the API
 * never accepts a code the admin's `formatMoney` could not show.
 */
export function currencyCodes(): readonly string[] {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return [...knownCurrencies];
}

export function isCurrencyCode(code: string): boolean {
  if (knownCurrencies === null) currencyCodes();
  return knownCurrencies?.has(code) ?? false;
}
