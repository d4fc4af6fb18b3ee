import { ConfirmDialog } from 'primereact/confirmdialog';

export interface DiscardChangesDialogProps {
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * The question closing a changed form asks: keep editing (the default, and Escape) or close and lose
 * the changes. A default export: `useRecordForm` loads it only when someone closes with changes.
 */
export default function DiscardChangesDialog({ onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      visible
      onHide={onKeepEditing}
      header="Discard your changes?"
      message="The changes in this form are not saved. Close it and lose them?"
      icon="pi pi-exclamation-triangle"
      acceptLabel="Discard changes"
      rejectLabel="Keep editing"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={onDiscard}
      reject={onKeepEditing}
    />
  );
}
