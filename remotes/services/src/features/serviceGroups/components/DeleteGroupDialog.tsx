import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ServiceGroup } from '@nail-or-never/shared';
import { servicesCountText } from './servicesCountText';

export interface DeleteGroupDialogProps {
  group: ServiceGroup;
  visible: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says exactly what goes: the group and how many services with it. "Keep" has the focus. */
export function DeleteGroupDialog({ group, visible, onCancel, onConfirm }: DeleteGroupDialogProps) {
  const withServices =
    group.serviceCount === 0 ? 'It has no services.' : `Its ${servicesCountText(group.serviceCount)} will be deleted with it.`;
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onCancel}
      header={`Delete “${group.name}”?`}
      message={`${withServices} This cannot be undone.`}
      icon="pi pi-exclamation-triangle"
      acceptLabel={group.serviceCount === 0 ? 'Delete group' : `Delete group and ${servicesCountText(group.serviceCount)}`}
      rejectLabel="Keep it"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={onConfirm}
      reject={onCancel}
    />
  );
}
