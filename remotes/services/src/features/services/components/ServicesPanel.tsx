import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { useMutation } from '@tanstack/react-query';
import { LoadingPanel, serviceMutations, StatePanel, toApiError, type Service, type ServiceFormValues } from '@nail-or-never/shared';
import { SearchBox, useDebouncedValue, useSectionToast } from '@nail-or-never/shared/kit';
import { useGroupServices } from '../api/useGroupServices';
import { DeleteServiceDialog } from './DeleteServiceDialog';
import { toServiceChanges, toServiceDraft } from './serviceFormValues';
import { DEFAULT_PAGE_SIZE, lastPage, SEARCH_DEBOUNCE_MS } from './servicesPaging';
import { ServicesTable } from './ServicesTable';

const ServiceDialog = lazy(() => import('./ServiceDialog'));

/** Starts fetching the dialog's code before the click that needs it (hover, focus). */
function preloadDialog(): void {
  void import('./ServiceDialog');
}

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; service: Service };

export interface ServicesPanelProps {
  groupId: number;
  groupName: string;
}

/** A group's services: search, a server-paged table, add/edit in a dialog, delete with a confirmation. */
export function ServicesPanel({ groupId, groupName }: ServicesPanelProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE, q: '' });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Service | null>(null);
  const toast = useSectionToast();
  const create = useMutation(serviceMutations.create());
  const update = useMutation(serviceMutations.update());
  const remove = useMutation(serviceMutations.remove());

  // A new search (or clearing it) starts on its first page: page 3 of the old results may not exist
  // in the new ones. Adjusted during render, so no request for the stale page goes out.
  if (paging.q !== q) setPaging({ page: 1, limit: paging.limit, q });
  const page = paging.q === q ? paging.page : 1;
  const query = useGroupServices({ groupId, page, limit: paging.limit, q });
  const total = query.data?.meta.total ?? 0;

  // Deleting the last row of the last page leaves an empty page: step back to the new last page.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && query.data.data.length === 0 && page > 1 && total > 0) {
      setPaging({ page: lastPage(total, paging.limit), limit: paging.limit, q });
    }
  }, [query.data, query.isPlaceholderData, page, total, paging.limit, q]);

  // The dialog's form shows the toast and closes itself once this resolves.
  const save = (values: ServiceFormValues, base: Service | null): Promise<Service> =>
    base ? update.mutateAsync(toServiceChanges(base, values)) : create.mutateAsync(toServiceDraft(values));

  const reloadService = async (serviceId: number): Promise<Service | null> => {
    const result = await query.refetch();
    return result.data?.data.find((candidate) => candidate.id === serviceId) ?? null;
  };

  const deleteService = async (service: Service) => {
    setDeleting(null);
    try {
      await remove.mutateAsync(service.id);
      toast.show('success', 'Service deleted', `“${service.name}”`);
    } catch (error) {
      toast.show('error', 'Not deleted', toApiError(error).message);
    }
  };

  const addButton = (
    <Button
      type="button"
      label="Add service"
      icon="pi pi-plus"
      onClick={() => setEditing({ kind: 'add' })}
      onMouseEnter={preloadDialog}
      onFocus={preloadDialog}
    />
  );

  const body = () => {
    if (query.isPending) return <LoadingPanel label="Loading services…" />;
    if (query.isError) {
      return (
        <StatePanel tone="error" title="The services could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void query.refetch() }}>
          {toApiError(query.error).message}
        </StatePanel>
      );
    }
    if (total === 0 && q === '' && !query.isPlaceholderData) {
      return (
        <StatePanel tone="info" title="No services in this group yet" action={{ label: 'Add the first service', icon: 'pi pi-plus', onClick: () => setEditing({ kind: 'add' }) }}>
          Add what clients can book here, with its duration and price.
        </StatePanel>
      );
    }
    return (
      <ServicesTable
        services={query.data.data}
        total={total}
        page={page}
        limit={paging.limit}
        loading={query.isFetching && query.isPlaceholderData}
        emptyMessage={<span>No service name contains “{q}”.</span>}
        onPage={(nextPage, limit) => setPaging({ page: limit === paging.limit ? nextPage : 1, limit, q })}
        onEdit={(service) => setEditing({ kind: 'edit', service })}
        onDelete={setDeleting}
      />
    );
  };

  return (
    <section className="kit-card" aria-labelledby="services-title">
      <header className="kit-section-header">
        <h2 id="services-title">
          Services <span className="kit-count">{query.data ? total : ''}</span>
        </h2>
        <div className="kit-toolbar">
          <SearchBox id="service-search" label="Search services by name" placeholder="Search by name" value={search} onChange={setSearch} />
          {addButton}
        </div>
      </header>
      <div aria-live="polite" className="kit-visually-hidden">
        {query.data && !query.isPlaceholderData ? `${total} services${q ? ` matching “${q}”` : ''}.` : ''}
      </div>
      {body()}
      {editing.kind === 'closed' ? null : (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <ServiceDialog
            key={editing.kind === 'edit' ? editing.service.id : 'new'}
            groupId={groupId}
            groupName={groupName}
            service={editing.kind === 'edit' ? editing.service : null}
            onSubmit={save}
            onReload={reloadService}
            onClose={() => setEditing({ kind: 'closed' })}
          />
        </Suspense>
      )}
      <DeleteServiceDialog service={deleting} onCancel={() => setDeleting(null)} onConfirm={(service) => void deleteService(service)} />
    </section>
  );
}
