import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'primereact/dialog';
import type { Service, ServiceFormValues } from '@nail-or-never/shared';
import { serviceFormSchema } from '@nail-or-never/shared/schemas';
import { HistoryPanel, useRecordForm } from '@nail-or-never/shared/kit';
import { SERVICE_NAME_INPUT_ID, ServiceForm } from './ServiceForm';
import { newServiceValues, serviceValues, type ServiceFormInput } from './serviceFormValues';

const resolver = zodResolver(serviceFormSchema);

export interface ServiceDialogProps {
  groupId: number;
  groupName: string;
  /** The service to edit; null to add one. */
  service: Service | null;
  /** Saves against `base`, the version the form was opened with (or reloaded to); rejects with the API's error. */
  onSubmit: (values: ServiceFormValues, base: Service | null) => Promise<Service>;
  onReload: (serviceId: number) => Promise<Service | null>;
  onClose: () => void;
}

/**
 * Adding or editing a service without leaving the table. Escape, the close icon, the backdrop and
 * Cancel close it; with unsaved changes they ask first, and nothing closes it while a save is on its way.
 * Loaded on demand (default export for React.lazy): the table page does not carry the form's code.
 */
export default function ServiceDialog({ groupId, groupName, service, onSubmit, onReload, onClose }: ServiceDialogProps) {
  const [base, setBase] = useState<Service | null>(service);
  // The panel owns the create and update mutations; the dialog hands it the values and the base.
  const save = { mutateAsync: (values: ServiceFormValues) => onSubmit(values, base), isPending: false };
  const record = useRecordForm<ServiceFormInput, ServiceFormValues, ServiceFormValues, Service, Service>({
    resolver,
    values: base ? serviceValues(base) : newServiceValues(groupId),
    mutation: save,
    toVariables: (values) => values,
    kind: 'dialog',
    onClose,
    savedToast: (saved) => ({ summary: base ? 'Service saved' : 'Service added', detail: `“${saved.name}”` }),
    onSaved: () => onClose,
    reload: base
      ? { load: () => onReload(base.id), valuesOf: serviceValues, onLoaded: setBase, goneMessage: 'This service was deleted or moved to another group.' }
      : undefined,
  });

  return (
    <Dialog
      {...record.dialogProps}
      modal
      header={service ? `Edit “${service.name}”` : `Add a service to “${groupName}”`}
      className="kit-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '40rem' }}
      draggable={false}
      // The name field, not the close button, gets the focus: typing can start at once. Not when
      // someone already moved into the form while the dialog was still opening.
      onShow={() => {
        if (document.activeElement?.closest('form')) return;
        document.getElementById(SERVICE_NAME_INPUT_ID)?.focus();
      }}
    >
      <ServiceForm record={record} editing={base !== null} />
      {base ? <HistoryPanel resource="service" id={base.id} /> : null}
      {record.guard}
    </Dialog>
  );
}
