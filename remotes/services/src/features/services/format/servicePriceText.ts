import type { Service } from '@nail-or-never/shared';

/** "€35.00", "from €35.00" or "Free", by the service's price type; `money` is the salon's formatter. */
export function formatServicePrice(service: Pick<Service, 'priceType' | 'price'>, money: (amount: number) => string): string {
  if (service.priceType === 'free' || service.price === null) return 'Free';
  return service.priceType === 'from' ? `from ${money(service.price)}` : money(service.price);
}
