/** Money display options: `signed` puts + before credits (a ledger row), never before zero. */
export interface MoneyDisplay {
  /** The salon's ISO 4217 code; `null` while it is still loading: the amount is shown without a symbol. */
  currency: string | null;
  /** A BCP 47 tag; by default the admin's browser language, so separators read as they expect. */
  locale?: string | undefined;
  signed?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter({ currency, locale, signed = false }: MoneyDisplay): Intl.NumberFormat {
  const key = `${currency ?? ''}|${locale ?? ''}|${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const sign = signed ? ({ signDisplay: 'exceptZero' } as const) : {};
    if (currency === null) {
      formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...sign });
    } else {
      // Amounts carry up to two decimals whatever the currency: a yen salon's 45.50 must not
      // be shown as ¥46. Three-decimal currencies keep their third place.
      const usual = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().minimumFractionDigits ?? 2;
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Math.max(2, usual), ...sign });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The one way the admin shows an amount: "€1,234.50", "1.234,50 €", "+£20.00". */
export function formatMoney(amount: number, display: MoneyDisplay): string {
  return moneyFormatter(display).format(amount);
}
