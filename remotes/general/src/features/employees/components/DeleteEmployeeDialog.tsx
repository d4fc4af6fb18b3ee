import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { toApiError } from '@nail-or-never/shared';
import { employeeMutations } from '@nail-or-never/shared/general';
import type { Employee } from '@nail-or-never/shared/schemas';
import { fullName } from '../model/employeeFormValues';

export interface DeleteEmployeeDialogProps {
  employee: Employee;
  onClose: () => void;
  onDeleted: () => void;
  onDeactivated: (employee: Employee) => void;
}

type Step = { kind: 'confirm' } | { kind: 'working' } | { kind: 'hasBookings'; message: string } | { kind: 'failed'; message: string };

/**
 * Deleting asks first. An employee with bookings cannot be deleted (the server refuses with 409 and
 * says why): the dialog then shows that reason and offers to deactivate them instead.
 */
export function DeleteEmployeeDialog({ employee, onClose, onDeleted, onDeactivated }: DeleteEmployeeDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const removal = useMutation(employeeMutations.remove());
  const update = useMutation(employeeMutations.update());
  const name = fullName(employee);
  const working = step.kind === 'working';

  const remove = async () => {
    setStep({ kind: 'working' });
    try {
      await removal.mutateAsync(employee.id);
      onDeleted();
    } catch (error) {
      const failure = toApiError(error);
      setStep(failure.status === 409 ? { kind: 'hasBookings', message: failure.message } : { kind: 'failed', message: failure.message });
    }
  };
  const deactivate = async () => {
    setStep({ kind: 'working' });
    try {
      onDeactivated(await update.mutateAsync({ id: employee.id, version: employee.version, active: false, bookable: false }));
    } catch (error) {
      setStep({ kind: 'failed', message: toApiError(error).message });
    }
  };

  const footer =
    step.kind === 'hasBookings' ? (
      <>
        <Button type="button" label="Keep as is" outlined onClick={onClose} autoFocus />
        <Button type="button" label="Deactivate instead" icon="pi pi-user-minus" severity="warning" onClick={() => void deactivate()} />
      </>
    ) : (
      <>
        <Button type="button" label="Keep employee" outlined onClick={onClose} disabled={working} autoFocus />
        <Button type="button" label="Delete employee" icon="pi pi-trash" severity="danger" loading={working} onClick={() => void remove()} />
      </>
    );

  return (
    <Dialog visible modal header={`Delete ${name}?`} onHide={() => !working && onClose()} footer={footer} style={{ width: '32rem' }} breakpoints={{ '640px': '96vw' }} draggable={false}>
      {step.kind === 'hasBookings' ? (
        <div role="alert">
          <p>
            <strong>{name} cannot be deleted.</strong> {step.message}
          </p>
          <p>Deactivating keeps them with their bookings, hides them from new bookings and the active staff list.</p>
        </div>
      ) : (
        <p>Their profile, photo, services and working hours are deleted. This cannot be undone.</p>
      )}
      {step.kind === 'failed' ? (
        <p role="alert" className="p-error">
          {step.message}
        </p>
      ) : null}
    </Dialog>
  );
}
