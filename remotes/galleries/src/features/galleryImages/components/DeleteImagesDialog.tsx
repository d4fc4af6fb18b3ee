import { ConfirmDialog } from 'primereact/confirmdialog';

export interface DeleteImagesDialogProps {
  /** What goes: one image's name, or how many are selected. */
  count: number;
  name: string | null;
  visible: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Keep" has the focus: deleting pictures cannot be undone. */
export function DeleteImagesDialog({ count, name, visible, onCancel, onConfirm }: DeleteImagesDialogProps) {
  const what = count === 1 ? (name ? `“${name}”` : 'this image') : `${count} images`;
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onCancel}
      header={count === 1 ? 'Delete this image?' : `Delete ${count} images?`}
      message={`${what.charAt(0).toUpperCase()}${what.slice(1)} will be deleted from this gallery. This cannot be undone.`}
      icon="pi pi-exclamation-triangle"
      acceptLabel={count === 1 ? 'Delete image' : `Delete ${count} images`}
      rejectLabel="Keep"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={onConfirm}
      reject={onCancel}
    />
  );
}
