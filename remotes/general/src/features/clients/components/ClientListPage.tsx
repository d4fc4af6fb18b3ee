import { lazy, Suspense, useState } from 'react';
import { Link } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { clientQueries } from '@nail-or-never/shared/general';
import { Pager, SearchBox, useDebouncedValue, useOpenedForNew } from '@nail-or-never/shared/kit';
import { CLIENT_SORTS, type Client, type ClientSort } from '@nail-or-never/shared/schemas';
import { displayName, formatDate, isErased, SORT_LABELS } from '../model/clientText';
import { clientHref } from '../clientPaths';
import { ClientTags } from './ClientTags';
import './clients.css';

// The form (its schema brings zod) loads when it is first wanted, or when its button is pointed at.
const loadFormDialog = () => import('./ClientFormDialog');
const ClientFormDialog = lazy(async () => ({ default: (await loadFormDialog()).ClientFormDialog }));
const preloadFormDialog = (): void => void loadFormDialog().catch(() => undefined);

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 250;
const toSort = (value: string): ClientSort => CLIENT_SORTS.find((sort) => sort === value) ?? 'name';

/** `/admin/clients`: every client, found by any part of the name, phone or e-mail, and "New client". */
export function ClientListPage({ basePath }: { basePath: string }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ClientSort>('name');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(useOpenedForNew());
  // One request per pause in typing, not per key.
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useQuery(clientQueries.list({ page, limit: PAGE_SIZE, q, sort }));

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">General</p>
          <h1>Clients</h1>
          <p className="kit-page-lead">Everyone who books: contact details, allergies, visits and consent.</p>
        </div>
        <Button type="button" label="New client" icon="pi pi-plus" onMouseEnter={preloadFormDialog} onFocus={preloadFormDialog} onClick={() => setAdding(true)} />
      </header>

      <section className="kit-card" aria-labelledby="clients-list-heading">
        <div className="kit-section-header">
          <h2 id="clients-list-heading">
            All clients{clients.data ? <span className="kit-count">({clients.data.meta.total})</span> : null}
          </h2>
          <div className="gen-list-tools">
            <SearchBox id="client-search" label="Search clients by name, phone or email" placeholder="Name, phone or email" value={search} onChange={changeSearch} />
            <span className="cl-inline-field">
              <label htmlFor="client-sort">Sort</label>
              {/* Native, as on the other lists: six fixed choices need no overlay. */}
              <select
                id="client-sort"
                className="p-inputtext p-component gen-select"
                value={sort}
                onChange={(event) => {
                  setSort(toSort(event.target.value));
                  setPage(1);
                }}
              >
                {CLIENT_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {SORT_LABELS[option]}
                  </option>
                ))}
              </select>
            </span>
          </div>
        </div>
        {clients.isError ? (
          <StatePanel tone="error" title="The clients could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void clients.refetch() }}>
            {toApiError(clients.error).message}
          </StatePanel>
        ) : clients.data ? (
          clients.data.data.length === 0 ? (
            <p className="cl-empty">{q ? 'No client matches this search.' : 'No clients yet. Add the first one with "New client".'}</p>
          ) : (
            <>
              <div className="cl-table-wrap">
                <table className="cl-table" aria-busy={clients.isPlaceholderData}>
                  <caption className="kit-visually-hidden">Clients, {SORT_LABELS[sort]}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Phone</th>
                      <th scope="col">Email</th>
                      <th scope="col">Tags</th>
                      <th scope="col">Last visit</th>
                    </tr>
                  </thead>
                  <tbody>
                    {clients.data.data.map((client) => (
                      <ClientRow key={client.id} client={client} href={clientHref.detail(basePath, client.id)} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} pageSize={PAGE_SIZE} total={clients.data.meta.total} onPageChange={setPage} label="Client pages" />
            </>
          )
        ) : (
          <LoadingPanel label="Loading the clients…" />
        )}
      </section>
      {adding ? (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <ClientFormDialog client={null} basePath={basePath} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ClientRow({ client, href }: { client: Client; href: string }) {
  const erased = isErased(client);
  return (
    <tr>
      <td data-label="Name">
        <Link to={href} className="cl-name-link">
          {displayName(client)}
        </Link>
        {client.allergies ? (
          <span className="cl-allergy-marker" title="Allergies or sensitivities recorded">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            <span className="kit-visually-hidden">(allergies recorded)</span>
          </span>
        ) : null}
      </td>
      <td data-label="Phone" className="cl-nowrap">{erased ? '\u2014' : client.phone || '\u2014'}</td>
      <td data-label="Email" className="cl-email">{erased ? '\u2014' : client.email || '\u2014'}</td>
      <td data-label="Tags">
        <ClientTags tags={client.tags} />
      </td>
      <td data-label="Last visit" className="cl-nowrap">{client.lastVisitAt ? formatDate(client.lastVisitAt) : <span className="gen-muted">Never</span>}</td>
    </tr>
  );
}
