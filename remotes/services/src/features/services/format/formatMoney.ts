import type { Service } from '@nail-or-never/shared';

/**
 * The API speaks decimal amounts of the salon's one currency and names none, so the admin shows
 * euros. The locale is the browser's, so separators look as the administrator expects.
 */
export const SALON_CURRENCY = 'EUR';

let formatter: Intl.NumberFormat | null = null;

export function formatMoney(amount: number): string {
  formatter ??= new Intl.NumberFormat(undefined, { style: 'currency', currency: SALON_CURRENCY });
  return formatter.format(amount);
}

/** "€35.00", "from €35.00" or "Free", by the service's price type. */
export function formatServicePrice(service: Pick<Service, 'priceType' | 'price'>): string {
  if (service.priceType === 'free' || service.price === null) return 'Free';
  return service.priceType === 'from' ? `from ${formatMoney(service.price)}` : formatMoney(service.price);
}
