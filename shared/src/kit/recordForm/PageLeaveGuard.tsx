import { UnsavedChangesPrompt } from '../UnsavedChangesPrompt';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

export interface PageLeaveGuardProps {
  dirty: boolean;
  /** Read when a navigation happens: a save clears it in the same tick as it navigates away. */
  isDirtyNow: () => boolean;
}

/**
 * A page form's question before an in-app navigation and before closing the tab. A component, not
 * part of the hook, so only page forms call `useBlocker`: a router allows one blocker at a time,
 * and a dialog opened over a page form must not claim it.
 */
export function PageLeaveGuard({ dirty, isDirtyNow }: PageLeaveGuardProps) {
  const guard = useUnsavedChangesGuard(dirty, isDirtyNow);
  return <UnsavedChangesPrompt blocker={guard.blocker} />;
}
