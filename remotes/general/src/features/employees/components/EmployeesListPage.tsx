import { useState } from 'react';
import { Link } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { LoadingPanel, StatePanel, toApiError, useCan } from '@nail-or-never/shared';
import { employeeQueries } from '@nail-or-never/shared/general';
import { SearchBox, useDebouncedValue } from '@nail-or-never/shared/kit';
import type { Employee, EmployeeStatusFilter } from '@nail-or-never/shared/schemas';
import { fullName } from '../model/employeeFormValues';
import { employeeHref } from '../employeePaths';
import { EmployeeStatusTags } from './EmployeeStatusTags';
import './employees.css';

const STATUS_OPTIONS: Array<{ value: EmployeeStatusFilter; label: string }> = [
  { value: 'all', label: 'Everyone' },
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
];
const toStatusFilter = (value: string): EmployeeStatusFilter => STATUS_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
const PAGE_SIZES = [10, 25, 50] as const;
const SEARCH_DEBOUNCE_MS = 300;

/** `/admin/employees`: the staff list, searchable and paged, with a way to add someone. */
export function EmployeesListPage({ basePath }: { basePath: string }) {
  const [search, setSearch] = useState('');
  const canAdd = useCan('postEmployees');
  const [status, setStatus] = useState<EmployeeStatusFilter>('all');
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const employees = useQuery(employeeQueries.list({ ...paging, q, status }));

  const changeSearch = (value: string) => {
    setSearch(value);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const PersonCell = (employee: Employee) => (
    <span className="gen-person">
      {employee.photo ? (
        <img className="gen-avatar" src={employee.photo.thumbnailUrl} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="gen-avatar gen-avatar-initials" aria-hidden="true" style={{ borderColor: employee.calendarColor }}>
          {employee.firstName.charAt(0)}
          {employee.lastName.charAt(0)}
        </span>
      )}
      <span>
        <Link to={employeeHref.detail(basePath, employee.id)} className="gen-person-name">
          {fullName(employee)}
        </Link>
        <br />
        <small className="gen-muted">{employee.email}</small>
      </span>
    </span>
  );

  const filtered = q !== '' || status !== 'all';
  const emptyMessage = filtered ? 'No employee matches this search or filter.' : 'No employees yet. Add the first member of staff.';

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">General</p>
          <h1>Employees</h1>
          <p className="kit-page-lead">The salon&apos;s staff: who they are, what they do and when they work. Bookings use their services and hours.</p>
        </div>
        {canAdd ? (
          <Link to={employeeHref.add(basePath)} className="p-button p-component gen-link-button">
            <i className="pi pi-plus" aria-hidden="true" />
            <span>Add employee</span>
          </Link>
        ) : null}
      </header>

      <section className="kit-card" aria-labelledby="employees-list-heading">
        <div className="kit-section-header">
          <h2 id="employees-list-heading">
            Staff{employees.data ? <span className="kit-count">({employees.data.meta.total})</span> : null}
          </h2>
          <div className="gen-list-tools">
            <SearchBox id="employee-search" label="Search employees by name, job title or email" placeholder="Search by name, title or email" value={search} onChange={changeSearch} />
            <span className="gen-inline-field">
              <label htmlFor="employee-status-filter">Show</label>
              {/* Native, as on the gift-card list: three fixed choices, one control with one name. */}
              <select
                id="employee-status-filter"
                className="p-inputtext p-component gen-select"
                value={status}
                onChange={(event) => {
                  setStatus(toStatusFilter(event.target.value));
                  setPaging((current) => ({ ...current, page: 1 }));
                }}
              >
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </span>
          </div>
        </div>
        {employees.isPending ? <LoadingPanel label="Loading the employees…" /> : null}
        {employees.isError ? (
          <StatePanel tone="error" title="The employees could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void employees.refetch() }}>
            {toApiError(employees.error).message}
          </StatePanel>
        ) : null}
        {employees.isSuccess ? (
          <DataTable
            value={employees.data.data}
            dataKey="id"
            lazy
            // No pager for an empty list: its disabled controls would only be noise (and faint).
            paginator={employees.data.meta.total > 0}
            first={(paging.page - 1) * paging.limit}
            rows={paging.limit}
            totalRecords={employees.data.meta.total}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPage={(event: DataTablePageEvent) => setPaging({ page: (event.page ?? 0) + 1, limit: event.rows })}
            // The next page is on its way: the rows stay readable (no grey mask) and say they are busy.
            aria-busy={employees.isPlaceholderData}
            emptyMessage={emptyMessage}
            paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
            currentPageReportTemplate="{first}–{last} of {totalRecords}"
            responsiveLayout="stack"
            breakpoint="0px"
            className="kit-table"
            pt={{ table: { 'aria-label': 'Employees' } }}
          >
            <Column header="Name" body={PersonCell} />
            <Column header="Job title" body={(employee: Employee) => employee.jobTitle || <span className="gen-muted">—</span>} />
            <Column header="Status" body={(employee: Employee) => <EmployeeStatusTags employee={employee} />} style={{ width: '12rem' }} />
          </DataTable>
        ) : null}
      </section>
    </div>
  );
}
