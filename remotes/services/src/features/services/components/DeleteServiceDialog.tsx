import { ConfirmDialog } from 'primereact/confirmdialog';
import type { Service } from '@nail-or-never/shared';

export interface DeleteServiceDialogProps {
  service: Service | null;
  onCancel: () => void;
  onConfirm: (service: Service) => void;
}

export function DeleteServiceDialog({ service, onCancel, onConfirm }: DeleteServiceDialogProps) {
  return (
    <ConfirmDialog
      visible={service !== null}
      onHide={onCancel}
      header={service ? `Delete “${service.name}”?` : 'Delete service?'}
      message="The service is removed from this group. This cannot be undone."
      icon="pi pi-exclamation-triangle"
      acceptLabel="Delete service"
      rejectLabel="Keep it"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        if (service) onConfirm(service);
      }}
      reject={onCancel}
    />
  );
}
