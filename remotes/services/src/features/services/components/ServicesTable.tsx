import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useCan, type Service } from '@nail-or-never/shared';
import { formatDuration } from '../format/formatDuration';
import { ServicePrice } from './ServicePrice';

export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50] as const;

export interface ServicesTableProps {
  services: Service[];
  total: number;
  /** 1-based page and the page size. */
  page: number;
  limit: number;
  loading: boolean;
  emptyMessage: React.ReactNode;
  onPage: (page: number, limit: number) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

function NameCell(service: Service) {
  return (
    <div className="kit-name-cell">
      <span className="kit-name">{service.name}</span>
      {service.description ? <span className="kit-muted kit-clamp">{service.description}</span> : null}
    </div>
  );
}

function ActiveCell(service: Service) {
  return <Tag value={service.active ? 'Active' : 'Hidden'} severity={service.active ? 'success' : 'secondary'} />;
}

/** One page of services, paged on the server (lazy mode): the table never holds more than a page. */
export function ServicesTable({ services, total, page, limit, loading, emptyMessage, onPage, onEdit, onDelete }: ServicesTableProps) {
  // Reception reads the catalogue: no edit or delete buttons for a role the API would refuse.
  const canEdit = useCan('putServices');
  const canDelete = useCan('deleteServicesById');
  const actions = (service: Service) => (
    <div className="kit-row-actions">
      {canEdit ? <Button type="button" icon="pi pi-pencil" rounded text aria-label={`Edit ${service.name}`} onClick={() => onEdit(service)} /> : null}
      {canDelete ? <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={`Delete ${service.name}`} onClick={() => onDelete(service)} /> : null}
    </div>
  );

  return (
    <DataTable
      value={services}
      dataKey="id"
      lazy
      paginator
      first={(page - 1) * limit}
      rows={limit}
      totalRecords={total}
      rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
      onPage={(event: DataTablePageEvent) => onPage((event.page ?? 0) + 1, event.rows)}
      loading={loading}
      emptyMessage={emptyMessage}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
      currentPageReportTemplate="{first}–{last} of {totalRecords}"
      // Stack mode puts each column's title into its cells; the phone layout itself is in
      // section.css (the table's own injected media query is not relied upon).
      responsiveLayout="stack"
      breakpoint="0px"
      className="kit-table"
      pt={{ table: { 'aria-label': 'Services' } }}
    >
      <Column header="Name" body={NameCell} />
      <Column header="Duration" body={(service: Service) => formatDuration(service.durationMinutes)} style={{ width: '8rem' }} />
      <Column header="Price" body={(service: Service) => <ServicePrice service={service} />} style={{ width: '9rem' }} />
      <Column header="Status" body={ActiveCell} style={{ width: '7rem' }} />
      <Column header={<span className="kit-visually-hidden">Actions</span>} body={actions} style={{ width: '8.5rem' }} />
    </DataTable>
  );
}
