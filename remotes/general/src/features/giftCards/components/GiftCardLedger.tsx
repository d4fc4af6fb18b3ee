import { useSalonClock, useSalonMoney } from '@nail-or-never/shared/general';
import type { GiftCardTransaction } from '@nail-or-never/shared/schemas';
import { formatDateTime, formatDay, TRANSACTION_LABELS } from '../model/giftCardText';

/** The card's append-only history as a timeline, newest first. */
export function GiftCardLedger({ transactions }: { transactions: GiftCardTransaction[] }) {
  const { format: formatMoney } = useSalonMoney();
  const clock = useSalonClock();
  return (
    <section aria-labelledby="gift-card-ledger-title" className="gen-card">
      <h2 id="gift-card-ledger-title">History</h2>
      <ol className="gen-timeline" aria-label="Ledger, newest first">
        {transactions.map((entry) => (
          <li key={entry.id} className={`gen-timeline-entry gen-timeline-${entry.type}`}>
            <div className="gen-timeline-head">
              <strong>{TRANSACTION_LABELS[entry.type]}</strong>
              {entry.type === 'extend' ? (
                <span>until {formatDay(entry.expiresOnAfter)}</span>
              ) : (
                <span className="gen-number">{formatMoney(entry.amount, { signed: true })}</span>
              )}
            </div>
            <div className="gen-muted">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, clock)}</time> by {entry.createdBy} · balance {formatMoney(entry.balanceAfter)}
            </div>
            {entry.reason ? <p className="gen-timeline-reason">{entry.reason}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
