const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the salon reads it: two decimals, grouped ("1,250.00"). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** A signed ledger amount: "+20.00", "−12.50", "0.00". */
export function formatSignedMoney(amount: number): string {
  if (amount > 0) return `+${formatMoney(amount)}`;
  if (amount < 0) return `\u2212${formatMoney(-amount)}`;
  return formatMoney(0);
}
