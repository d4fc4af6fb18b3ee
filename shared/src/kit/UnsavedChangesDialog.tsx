import type { Blocker } from '@nail-or-never/shared/router';
import { ConfirmDialog } from 'primereact/confirmdialog';

/**
 * The question a blocked navigation asks: stay (default, and Escape) or leave and lose the changes.
 * A default export: `UnsavedChangesPrompt` loads it only when a navigation is actually blocked.
 */
export default function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      visible={blocker.state === 'blocked'}
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
