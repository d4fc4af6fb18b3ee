import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from 'primereact/confirmdialog';

/** The question a blocked navigation asks: stay (default, and Escape) or leave and lose the changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const visible = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      visible={visible}
      onHide={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      header="Leave without saving?"
      message="You have changes that are not saved. If you leave this page now, they are lost."
      icon="pi pi-exclamation-triangle"
      acceptLabel="Leave and discard"
      rejectLabel="Stay on this page"
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      reject={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
    />
  );
}
