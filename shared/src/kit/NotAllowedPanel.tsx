import { Link } from '@nail-or-never/shared/router';
import { LoadingPanel, StatePanel, useRole, roleMayCall, type OperationId } from '@nail-or-never/shared';
import type { ReactNode } from 'react';

export interface NotAllowedPanelProps {
  /** What the page is, for the sentence ("the Team page"). */
  what: string;
}

/**
 * A page the signed-in person's role may not open, reached by its address: said plainly, with a way
 * back. Never a sign-out (that is for an ended session) and never a crash.
 */
export function NotAllowedPanel({ what }: NotAllowedPanelProps) {
  return (
    <StatePanel tone="info" title="Not allowed" titleLevel={1}>
      <p style={{ margin: 0 }}>
        {`Your role does not allow opening ${what}. Ask the salon owner if you need it. `}
        <Link to="/">Go to the dashboard</Link>.
      </p>
    </StatePanel>
  );
}

export interface RequireOperationProps {
  /** The operation (permission table) the page needs. */
  operation: OperationId;
  what: string;
  /**
   * Before `/users/me` answers: `wait` (a page most roles may not see: no flash of it, no refused
   * request) or `show` (a page most roles use: no delay; the API still refuses a write).
   */
  whileUnknown?: 'wait' | 'show';
  children: ReactNode;
}

/**
 * A whole page for the roles that may call `operation`: it waits for the role (no flash of a page
 * the person may not see), then shows the page or "Not allowed".
 */
export function RequireOperation({ operation, what, whileUnknown = 'wait', children }: RequireOperationProps) {
  const role = useRole();
  if (role === null) return whileUnknown === 'show' ? children : <LoadingPanel label="Checking what your role allows…" />;
  return roleMayCall(role, operation) ? children : <NotAllowedPanel what={what} />;
}
