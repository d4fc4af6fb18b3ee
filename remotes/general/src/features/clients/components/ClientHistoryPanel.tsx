import { Link } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { clientQueries, useSalonMoney } from '@nail-or-never/shared/general';
import type { ClientHistory } from '@nail-or-never/shared/schemas';
import { formatDate } from '../model/clientText';
import { giftCardHref } from '../clientPaths';
import { VisitTable } from './VisitTable';

/** The counts, the money, the visits and the gift cards under a client's details. */
export function ClientHistoryPanel({ history }: { history: ClientHistory }) {
  const { format: formatMoney } = useSalonMoney();
  const { counts } = history;
  return (
    <>
      <dl className="cl-figures" aria-label="Visits and money">
        <div className="cl-figure">
          <dt>Visits</dt>
          <dd data-testid="client-visits">{counts.visits}</dd>
        </div>
        <div className="cl-figure">
          <dt>No-shows</dt>
          <dd data-testid="client-no-shows">{counts.noShows}</dd>
        </div>
        <div className="cl-figure">
          <dt>Cancellations</dt>
          <dd data-testid="client-cancellations">{counts.cancellations}</dd>
        </div>
        <div className="cl-figure">
          <dt>Total spent</dt>
          <dd data-testid="client-total-spent">{formatMoney(history.totalSpent)}</dd>
        </div>
      </dl>
      <VisitTable id="client-upcoming-heading" title="Upcoming visits" visits={history.upcoming} empty="Nothing booked." />
      <VisitTable id="client-past-heading" title="Past visits" visits={history.past} empty="No visits yet." />
      <section className="kit-card cl-card" aria-labelledby="client-gift-cards-heading">
        <h2 id="client-gift-cards-heading">
          Gift cards <span className="kit-count">({history.giftCards.length})</span>
        </h2>
        {history.giftCards.length === 0 ? (
          <p className="cl-empty">No gift cards bought or received.</p>
        ) : (
          <div className="cl-table-wrap">
            <table className="cl-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Role</th>
                  <th scope="col">Issued</th>
                  <th scope="col" className="cl-number">Value</th>
                  <th scope="col" className="cl-number">Redeemed</th>
                  <th scope="col" className="cl-number">Balance</th>
                </tr>
              </thead>
              <tbody>
                {history.giftCards.map((card) => (
                  <tr key={`${card.id}-${card.role}`}>
                    <td data-label="Code">
                      <Link to={giftCardHref(card.id)} className="cl-nowrap">
                        {card.code}
                      </Link>
                    </td>
                    <td data-label="Role">{card.role === 'purchaser' ? 'Bought' : 'Received'}</td>
                    <td data-label="Issued" className="cl-nowrap">{formatDate(card.issuedAt)}</td>
                    <td data-label="Value" className="cl-number">{formatMoney(card.initialValue)}</td>
                    <td data-label="Redeemed" className="cl-number">{formatMoney(card.redeemed)}</td>
                    <td data-label="Balance" className="cl-number">{formatMoney(card.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** The history as it loads; its failure is said on its own, the details above stay usable. */
export function ClientHistorySection({ clientId }: { clientId: number }) {
  const history = useQuery(clientQueries.history(clientId));
  if (history.isError) {
    return (
      <StatePanel tone="error" title="The visits could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void history.refetch() }}>
        {toApiError(history.error).message}
      </StatePanel>
    );
  }
  if (!history.data) return <LoadingPanel label="Loading the visits…" />;
  return <ClientHistoryPanel history={history.data} />;
}
