import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { GIFT_CARD_STATUSES, giftCardQueries, useSalonMoney, type GiftCardStatus } from '@nail-or-never/shared/general';
import { Pager, useDebouncedValue, useOpenedForNew } from '@nail-or-never/shared/kit';
import { formatDay, STATUS_LABELS } from '../model/giftCardText';
import { GiftCardStatusTag } from './GiftCardStatusTag';
import { OutstandingBalance } from './OutstandingBalance';
import './giftCards.css';

// The issue form (its schema brings zod) loads when it is first wanted, or when its button is pointed at.
const loadIssueDialog = () => import('./IssueGiftCardDialog');
const IssueGiftCardDialog = lazy(async () => ({ default: (await loadIssueDialog()).IssueGiftCardDialog }));
const preloadIssueDialog = (): void => void loadIssueDialog().catch(() => undefined);

const PAGE_SIZE = 10;
type StatusFilter = GiftCardStatus | 'any';
const STATUS_OPTIONS: ReadonlyArray<{ label: string; value: StatusFilter }> = [
  { label: 'Any status', value: 'any' },
  ...GIFT_CARD_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status })),
];
const toStatusFilter = (value: string): StatusFilter => STATUS_OPTIONS.find((option) => option.value === value)?.value ?? 'any';

/** `/admin/gift-card`: the liability, the cards (search, status, expiry) and "Issue gift card". */
export function GiftCardListPage() {
  const { format: formatMoney } = useSalonMoney();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('any');
  const [expiresBefore, setExpiresBefore] = useState('');
  const [page, setPage] = useState(1);
  // The dashboard's "Issue gift card" opens the dialog here (`?new=1`).
  const openedForNew = useOpenedForNew();
  const [issuing, setIssuing] = useState(openedForNew);
  // One request per pause in typing, not per key.
  const q = useDebouncedValue(search.trim(), 300);
  useEffect(() => setPage(1), [q, status, expiresBefore]);

  const cards = useQuery(
    giftCardQueries.list({ page, limit: PAGE_SIZE, q, ...(status !== 'any' ? { status } : {}), ...(expiresBefore ? { expiresBefore } : {}) }),
  );

  return (
    <section aria-labelledby="gift-cards-title" className="gen-page">
      <header className="gen-page-header">
        <h1 id="gift-cards-title">Gift cards</h1>
        <Button
          type="button"
          label="Issue gift card"
          icon="pi pi-plus"
          onMouseEnter={preloadIssueDialog}
          onFocus={preloadIssueDialog}
          onClick={() => {
            setIssuing(true);
          }}
        />
      </header>
      <OutstandingBalance />
      <div role="search" className="gen-filters" aria-label="Find gift cards">
        <div className="gen-filter">
          <label htmlFor="gift-card-search">Code or name</label>
          <InputText id="gift-card-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="e.g. ABCD-EFGH or Ana" />
        </div>
        <div className="gen-filter">
          <label htmlFor="gift-card-status">Status</label>
          {/* A native select: five fixed choices need no searchable overlay list (PrimeReact's Dropdown is 15 KiB). */}
          <select id="gift-card-status" className="p-inputtext p-component gen-select" value={status} onChange={(event) => setStatus(toStatusFilter(event.target.value))}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="gen-filter">
          <label htmlFor="gift-card-expires-before">Expires before</label>
          <InputText id="gift-card-expires-before" type="date" value={expiresBefore} onChange={(event) => setExpiresBefore(event.target.value)} />
        </div>
      </div>
      {cards.isError ? (
        <StatePanel tone="error" title="Gift cards could not be loaded">{toApiError(cards.error).message}</StatePanel>
      ) : cards.data ? (
        cards.data.data.length === 0 ? (
          <p className="gen-empty">No gift card matches.</p>
        ) : (
          <>
            <div className="gen-table-wrap">
              <table className="gen-table">
                <caption className="gen-visually-hidden">Gift cards, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Recipient</th>
                    <th scope="col">Purchaser</th>
                    <th scope="col" className="gen-number">Balance</th>
                    <th scope="col">Status</th>
                    <th scope="col">Expires</th>
                  </tr>
                </thead>
                <tbody>
                  {cards.data.data.map((card) => (
                    <tr key={card.id}>
                      <td>
                        <Link to={String(card.id)} className="gen-code">{card.code}</Link>
                      </td>
                      <td>{card.recipientName || '\u2014'}</td>
                      <td>{card.purchaserName || '\u2014'}</td>
                      <td className="gen-number">
                        {formatMoney(card.balance)} <span className="gen-muted">of {formatMoney(card.initialValue)}</span>
                      </td>
                      <td>
                        <GiftCardStatusTag status={card.status} />
                      </td>
                      <td>{formatDay(card.expiresOn)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={cards.data.meta.total} onPageChange={setPage} label="Gift card pages" />
          </>
        )
      ) : (
        <p aria-busy="true">Loading gift cards…</p>
      )}
      {issuing && (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <IssueGiftCardDialog onClose={() => setIssuing(false)} />
        </Suspense>
      )}
    </section>
  );
}
