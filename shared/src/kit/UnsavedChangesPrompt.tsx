import { lazy, Suspense } from 'react';
import type { Blocker } from '@nail-or-never/shared/router';

// The dialog's code (ConfirmDialog and Dialog) is fetched only when someone leaves with changes:
// a form page does not carry it on its first load.
const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog'));

export function UnsavedChangesPrompt({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog blocker={blocker} />
    </Suspense>
  );
}
