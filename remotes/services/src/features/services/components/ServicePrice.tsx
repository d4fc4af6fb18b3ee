import type { Service } from '@nail-or-never/shared';
import { useSalonMoney } from '@nail-or-never/shared/general';
import { formatServicePrice } from '../format/servicePriceText';

/**
 * A price cell that follows the salon's currency itself: the table keeps rendered cells until their
 * row changes, so a currency read by the table would not reach them.
 */
export function ServicePrice({ service }: { service: Pick<Service, 'priceType' | 'price'> }) {
  const money = useSalonMoney();
  return <>{formatServicePrice(service, money.format)}</>;
}
