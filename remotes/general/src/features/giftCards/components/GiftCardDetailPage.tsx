import { Link, useParams } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { StatePanel, toApiError } from '@nail-or-never/shared';
import { giftCardQueries, useSalonClock, useSalonMoney } from '@nail-or-never/shared/general';
import { HistoryPanel, parseId } from '@nail-or-never/shared/kit';
import { formatDateTime, formatDay } from '../model/giftCardText';
import { GiftCardActionForm } from './GiftCardActionForm';
import { GiftCardLedger } from './GiftCardLedger';
import { GiftCardStatusTag } from './GiftCardStatusTag';
import './giftCards.css';

/** `/admin/gift-card/:cardId`: the card, its actions and its ledger. */
export function GiftCardDetailPage() {
  const { format: formatMoney } = useSalonMoney();
  const clock = useSalonClock();
  const { cardId } = useParams();
  const id = parseId(cardId) ?? 0;
  const card = useQuery(giftCardQueries.detail(id));

  if (id === 0 || (card.isError && toApiError(card.error).status === 404)) {
    return (
      <StatePanel tone="info" title="No such gift card">
        This gift card does not exist. <Link to=".." relative="path">Back to gift cards</Link>
      </StatePanel>
    );
  }
  if (card.isError) return <StatePanel tone="error" title="The gift card could not be loaded">{toApiError(card.error).message}</StatePanel>;
  if (!card.data) return <p aria-busy="true">Loading the gift card…</p>;
  const data = card.data;
  const people = [
    ['Recipient', [data.recipientName, data.recipientEmail, data.recipientPhone]],
    ['Purchaser', [data.purchaserName, data.purchaserEmail, data.purchaserPhone]],
  ] as const;

  return (
    <section aria-labelledby="gift-card-title" className="gen-page">
      <Link to=".." relative="path" className="gen-back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> All gift cards
      </Link>
      <header className="gen-page-header">
        <h1 id="gift-card-title">
          Gift card <span className="gen-code">{data.code}</span>
        </h1>
        <GiftCardStatusTag status={data.status} />
      </header>
      <dl className="gen-figures">
        <div className="gen-figure">
          <dt>Balance</dt>
          <dd data-testid="gift-card-balance">{formatMoney(data.balance)}</dd>
        </div>
        <div className="gen-figure">
          <dt>Issued for</dt>
          <dd>{formatMoney(data.initialValue)}</dd>
        </div>
        <div className="gen-figure">
          <dt>Expires</dt>
          <dd>{formatDay(data.expiresOn)}</dd>
        </div>
      </dl>
      <dl className="gen-details">
        {people.map(([role, parts]) => (
          <div key={role}>
            <dt>{role}</dt>
            <dd>{parts.filter(Boolean).join(' · ') || '\u2014'}</dd>
          </div>
        ))}
        <div>
          <dt>Issued</dt>
          <dd>{formatDateTime(data.issuedAt, clock)}</dd>
        </div>
        {data.message ? (
          <div>
            <dt>Message</dt>
            <dd>{data.message}</dd>
          </div>
        ) : null}
        {data.notes ? (
          <div>
            <dt>Internal notes</dt>
            <dd>{data.notes}</dd>
          </div>
        ) : null}
      </dl>
      <div className="gen-columns">
        <GiftCardActionForm card={data} />
        <GiftCardLedger transactions={data.transactions} />
      </div>
      <div className="gen-card">
        <HistoryPanel resource="giftCard" id={data.id} />
      </div>
    </section>
  );
}
