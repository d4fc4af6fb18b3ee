import { useState } from 'react';
import { Link, useNavigate, useParams } from '@nail-or-never/shared/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { LoadingPanel, remoteEntry, serviceQueries, StatePanel, toApiError, useCan } from '@nail-or-never/shared';
import { contactQueries, employeeMutations, employeeQueries } from '@nail-or-never/shared/general';
import { HistoryPanel, NotFoundPanel, parseId, useSectionToast, type AfterSave, type ImageChange } from '@nail-or-never/shared/kit';
import type { Employee, EmployeeFormValues } from '@nail-or-never/shared/schemas';
import { fullName } from '../model/employeeFormValues';
import { employeeHref } from '../employeePaths';
import { DeleteEmployeeDialog } from './DeleteEmployeeDialog';
import { EmployeeForm } from './EmployeeForm';
import './employees.css';

/** The Time off page narrowed to one employee, wherever the remotes table mounts it. */
const timeOffOf = (employeeId: number) => `${remoteEntry('general')?.mounts.find((mount) => mount.page === 'time-off')?.basePath ?? '/admin/time-off'}?employee=${employeeId}`;

/** `/admin/employees/new` and `/admin/employees/:id`: add or edit one employee. */
export function EmployeeEditorPage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const adding = id === undefined;
  const employeeId = adding ? null : parseId(id);
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useSectionToast();
  const [deleting, setDeleting] = useState(false);
  const canDelete = useCan('deleteEmployeesById');
  const employee = useQuery(employeeQueries.detail(employeeId ?? 0));
  const services = useQuery(serviceQueries.every());
  // A new employee's hours start from the salon's: wait for them (a failure falls back to the proposal).
  const contact = useQuery(contactQueries.record());
  const create = useMutation(employeeMutations.create());
  const update = useMutation(employeeMutations.update());
  const changePhoto = useMutation(employeeMutations.changePhoto());

  const notFound = <NotFoundPanel addHref={employeeHref.add(basePath)} addLabel="add an employee" />;
  if (!adding && employeeId === null) return notFound;
  if ((!adding && employee.isPending) || services.isPending || (adding && contact.isPending)) return <LoadingPanel label="Loading the employee…" />;
  if (!adding && employee.isError) {
    if (toApiError(employee.error).status === 404) return notFound;
    return (
      <StatePanel tone="error" title="This employee could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void employee.refetch() }}>
        {toApiError(employee.error).message}
      </StatePanel>
    );
  }
  if (services.isError) {
    return (
      <StatePanel tone="error" title="The catalogue's services could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void services.refetch() }}>
        {toApiError(services.error).message}
      </StatePanel>
    );
  }
  const current = adding ? null : (employee.data ?? null);

  /** The record first, then the photo (its own multipart call); a photo failure keeps the saved record. */
  const save = async (values: EmployeeFormValues, photo: ImageChange, base: Employee | null): Promise<Employee> => {
    const saved = base ? await update.mutateAsync({ ...values, id: base.id, version: base.version }) : await create.mutateAsync(values);
    if (photo.kind === 'keep') return saved;
    return changePhoto.mutateAsync({ id: saved.id, version: saved.version, change: photo });
  };
  const onSaved = (saved: Employee): AfterSave => {
    toast.show('success', adding ? 'Employee added' : 'Employee saved', fullName(saved));
    if (adding) return () => void navigate(employeeHref.detail(basePath, saved.id));
  };
  const reload = async () => {
    if (!current) return null;
    try {
      return await client.fetchQuery({ ...employeeQueries.detail(current.id), staleTime: 0 });
    } catch {
      return null;
    }
  };

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">
            <Link to={employeeHref.list(basePath)}>Employees</Link>
          </p>
          <h1>{current ? fullName(current) : 'Add employee'}</h1>
          {current && !current.active ? <p className="kit-page-lead">Inactive: kept for their bookings, not bookable.</p> : null}
        </div>
        {current ? (
          <div className="gen-toggle-row">
            {/* Their holidays and breaks live on the Time off page, narrowed to them. */}
            <Link className="p-button p-button-outlined p-component" to={timeOffOf(current.id)} aria-label={`Time off of ${fullName(current)}`}>
              <span className="pi pi-calendar-minus p-button-icon-left" aria-hidden="true" />
              <span className="p-button-label">Time off</span>
            </Link>
            {canDelete ? <Button type="button" label="Delete" icon="pi pi-trash" severity="danger" outlined onClick={() => setDeleting(true)} /> : null}
          </div>
        ) : null}
      </header>
      <EmployeeForm key={current ? `${current.id}-${current.version}` : 'new'} employee={current} services={services.data} salonHours={contact.data?.openingHours} onSave={save} onReload={reload} onSaved={onSaved} />
      {current ? (
        <div className="kit-card">
          <HistoryPanel resource="employee" id={current.id} />
        </div>
      ) : null}
      {current && deleting ? (
        <DeleteEmployeeDialog
          employee={current}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            toast.show('success', 'Employee deleted', fullName(current));
            navigate(employeeHref.list(basePath));
          }}
          onDeactivated={(saved) => {
            setDeleting(false);
            toast.show('success', 'Employee deactivated', `${fullName(saved)} is kept for their bookings and can no longer be booked.`);
          }}
        />
      ) : null}
    </div>
  );
}
