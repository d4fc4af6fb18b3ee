import { ConfirmDialog } from 'primereact/confirmdialog';
import type { GalleryGroup } from '@nail-or-never/shared';
import { imagesCountText } from './imagesCountText';

export interface DeleteGalleryGroupDialogProps {
  group: GalleryGroup;
  visible: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says exactly what goes: the group and how many images with it. "Keep it" has the focus. */
export function DeleteGalleryGroupDialog({ group, visible, onCancel, onConfirm }: DeleteGalleryGroupDialogProps) {
  const count = imagesCountText(group.imageCount);
  const withImages = group.imageCount === 0 ? 'It has no images.' : `Its ${count} will be deleted with it.`;
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onCancel}
      header={`Delete “${group.theme}”?`}
      message={`${withImages} This cannot be undone.`}
      icon="pi pi-exclamation-triangle"
      acceptLabel={group.imageCount === 0 ? 'Delete group' : `Delete group and ${count}`}
      rejectLabel="Keep it"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={onConfirm}
      reject={onCancel}
    />
  );
}
