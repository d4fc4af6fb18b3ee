import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import type { Service, ServiceFormValues } from '@nail-or-never/shared';
import { SERVICE_NAME_INPUT_ID, ServiceForm } from './ServiceForm';

export interface ServiceDialogProps {
  groupId: number;
  groupName: string;
  /** The service to edit; null to add one. */
  service: Service | null;
  onSubmit: (values: ServiceFormValues, base: Service | null) => Promise<void>;
  onReload: (serviceId: number) => Promise<Service | null>;
  onClose: () => void;
}

/**
 * Adding or editing a service without leaving the table. Escape, the close icon and Cancel close it;
 * with unsaved changes they ask first, and nothing closes it while a save is on its way.
 * Loaded on demand (default export for React.lazy): the table page does not carry the form's code.
 */
export default function ServiceDialog({ groupId, groupName, service, onSubmit, onReload, onClose }: ServiceDialogProps) {
  const dirty = useRef(false);
  const busy = useRef(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const onBusyChange = useCallback((value: boolean) => {
    busy.current = value;
  }, []);

  const requestClose = () => {
    if (busy.current) return;
    if (dirty.current) setAskingToDiscard(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        visible
        modal
        onHide={requestClose}
        header={service ? `Edit “${service.name}”` : `Add a service to “${groupName}”`}
        className="svc-dialog"
        breakpoints={{ '640px': '96vw' }}
        style={{ width: '40rem' }}
        draggable={false}
        closeOnEscape={!askingToDiscard}
        // The name field, not the close button, gets the focus: typing can start at once. Not when
        // someone already moved into the form while the dialog was still opening.
        onShow={() => {
          if (document.activeElement?.closest('form')) return;
          document.getElementById(SERVICE_NAME_INPUT_ID)?.focus();
        }}
      >
        <ServiceForm
          groupId={groupId}
          service={service}
          onSubmit={onSubmit}
          onReload={onReload}
          onDirtyChange={onDirtyChange}
          onBusyChange={onBusyChange}
          onCancel={requestClose}
        />
      </Dialog>
      <ConfirmDialog
        visible={askingToDiscard}
        onHide={() => setAskingToDiscard(false)}
        header="Discard your changes?"
        message="The changes in this service are not saved. Close the form and lose them?"
        icon="pi pi-exclamation-triangle"
        acceptLabel="Discard changes"
        rejectLabel="Keep editing"
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={onClose}
        reject={() => setAskingToDiscard(false)}
      />
    </>
  );
}
