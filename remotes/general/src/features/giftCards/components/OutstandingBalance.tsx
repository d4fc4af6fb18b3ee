import { useQuery } from '@tanstack/react-query';
import { giftCardQueries, useSalonMoney } from '@nail-or-never/shared/general';

/** The salon's liability: what usable cards still hold. */
export function OutstandingBalance() {
  const { format: formatMoney } = useSalonMoney();
  const summary = useQuery(giftCardQueries.summary());
  return (
    <dl className="gen-figures" aria-busy={summary.isPending}>
      <div className="gen-figure">
        <dt>Outstanding balance</dt>
        <dd data-testid="gift-card-outstanding">{summary.data ? formatMoney(summary.data.outstandingBalance) : '\u2026'}</dd>
      </div>
      <div className="gen-figure">
        <dt>Active cards</dt>
        <dd>{summary.data ? summary.data.activeCount : '\u2026'}</dd>
      </div>
    </dl>
  );
}
