import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { clientQueries } from '@nail-or-never/shared/general';
import { HistoryPanel, NotFoundPanel, parseId } from '@nail-or-never/shared/kit';
import type { Client, ClientHistory } from '@nail-or-never/shared/schemas';
import { clientHref, newBookingHref, newClientHref } from '../clientPaths';
import { useClientExport } from '../hooks/useClientExport';
import { displayName, formatDate, formatDay, isErased } from '../model/clientText';
import { AllergyNote } from './AllergyNote';
import { ClientHistorySection } from './ClientHistoryPanel';
import { ClientTags } from './ClientTags';
import { DeleteClientDialog } from './DeleteClientDialog';
import { EraseClientDialog } from './EraseClientDialog';
import { MergeClientDialog } from './MergeClientDialog';
import './clients.css';

// The edit form (its schema brings zod) loads when it is first wanted.
const ClientFormDialog = lazy(async () => ({ default: (await import('./ClientFormDialog')).ClientFormDialog }));

type Opened = 'none' | 'edit' | 'merge' | 'erase' | 'delete';

/** Deleting is only for a record with nothing behind it; the API refuses otherwise. */
const hasNothingBehind = (history: ClientHistory | undefined): boolean =>
  history !== undefined && history.counts.visits + history.counts.noShows + history.counts.cancellations === 0 && history.upcoming.length + history.past.length + history.giftCards.length === 0;

/** `/admin/clients/:clientId`: allergies first, then the details, the actions and the history. */
export function ClientPage({ basePath }: { basePath: string }) {
  const { clientId } = useParams();
  const id = parseId(clientId) ?? 0;
  const client = useQuery(clientQueries.detail(id));
  const history = useQuery(clientQueries.history(id));

  const notFound = <NotFoundPanel addHref={newClientHref(basePath)} addLabel="add a client" />;
  if (id === 0 || (client.isError && toApiError(client.error).status === 404)) return notFound;
  if (client.isError) {
    return (
      <StatePanel tone="error" title="This client could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void client.refetch() }}>
        {toApiError(client.error).message}
      </StatePanel>
    );
  }
  if (!client.data) return <LoadingPanel label="Loading the client…" />;
  return <ClientView key={client.data.id} client={client.data} history={history.data} basePath={basePath} />;
}

function ClientView({ client, history, basePath }: { client: Client; history: ClientHistory | undefined; basePath: string }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened>('none');
  const exporter = useClientExport(client.id);
  const close = () => setOpened('none');
  const erased = isErased(client);

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">
            <Link to={clientHref.list(basePath)}>Clients</Link>
          </p>
          <h1>{displayName(client)}</h1>
          {erased && client.erasedAt ? <p className="kit-page-lead">Erased on {formatDate(client.erasedAt)}.</p> : null}
        </div>
      </header>

      {!erased && client.allergies ? <AllergyNote allergies={client.allergies} /> : null}

      <div className="cl-actions" role="group" aria-label="Client actions">
        {erased ? null : (
          <>
            <Button type="button" label="Edit" icon="pi pi-pencil" onClick={() => setOpened('edit')} />
            <Button type="button" label="New booking" icon="pi pi-calendar-plus" outlined onClick={() => void navigate(newBookingHref(client.id))} />
            <Button type="button" label="Merge…" icon="pi pi-link" outlined severity="secondary" onClick={() => setOpened('merge')} />
            <Button type="button" label="Export data" icon="pi pi-download" outlined severity="secondary" loading={exporter.exporting} onClick={() => void exporter.run()} />
            <Button type="button" label="Erase…" icon="pi pi-eraser" outlined severity="danger" onClick={() => setOpened('erase')} />
          </>
        )}
        {hasNothingBehind(history) ? <Button type="button" label="Delete" icon="pi pi-trash" outlined severity="danger" onClick={() => setOpened('delete')} /> : null}
      </div>

      {erased ? (
        <p className="cl-erased">This client was erased at their request: their personal details are gone. Their visits, counts and money are kept below.</p>
      ) : (
        <ClientDetails client={client} />
      )}

      <ClientHistorySection clientId={client.id} />

      {/* Erasing does not rewrite the change records: their before/after still hold the old details. */}
      {erased ? null : (
        <div className="kit-card">
          <HistoryPanel resource="client" id={client.id} />
        </div>
      )}

      {opened === 'edit' ? (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <ClientFormDialog client={client} basePath={basePath} onClose={close} />
        </Suspense>
      ) : null}
      {opened === 'merge' ? (
        <MergeClientDialog
          client={client}
          onClose={close}
          onMerged={(kept) => {
            close();
            if (kept.id !== client.id) void navigate(clientHref.detail(basePath, kept.id));
          }}
        />
      ) : null}
      {opened === 'erase' ? <EraseClientDialog client={client} onClose={close} /> : null}
      {opened === 'delete' ? <DeleteClientDialog client={client} onClose={close} onDeleted={() => void navigate(clientHref.list(basePath))} /> : null}
    </div>
  );
}

function ClientDetails({ client }: { client: Client }) {
  return (
    <section className="kit-card cl-card" aria-labelledby="client-details-heading">
      <h2 id="client-details-heading">Details</h2>
      <dl className="cl-details">
        <div>
          <dt>Phone</dt>
          <dd>{client.phone || '\u2014'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : '\u2014'}</dd>
        </div>
        <div>
          <dt>Birthday</dt>
          <dd>{formatDay(client.birthday)}</dd>
        </div>
        <div>
          <dt>Tags</dt>
          <dd>
            <ClientTags tags={client.tags} />
          </dd>
        </div>
        <div>
          <dt>Marketing consent</dt>
          <dd data-testid="client-consent">
            {client.marketingConsent ? (client.marketingConsentAt ? `Given on ${formatDate(client.marketingConsentAt)}` : 'Given') : 'Not given'}
          </dd>
        </div>
        <div>
          <dt>Client since</dt>
          <dd>{formatDate(client.createdAt)}</dd>
        </div>
        {client.notes ? (
          <div>
            <dt>Notes</dt>
            <dd>{client.notes}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
