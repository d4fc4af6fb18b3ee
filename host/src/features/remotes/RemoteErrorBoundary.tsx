import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatePanel } from '@nail-or-never/shared';
import { SHARED_PACKAGE, SharedContractMismatchError } from './sharedContract';

interface RemoteErrorBoundaryProps {
  sectionLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
}

/**
 * Contains a remote that fails to load or throws while rendering: without it the rejection inside
 * React.lazy would unmount the whole host. The parent remounts it (new key) to retry.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.sectionLabel} section failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { sectionLabel, onRetry } = this.props;
    const mismatch = error instanceof SharedContractMismatchError;
    return (
      <StatePanel
        tone="error"
        titleLevel={1}
        title={mismatch ? 'This section needs another version of the admin' : 'This section could not be loaded'}
        action={{ label: 'Retry', icon: 'pi pi-refresh', onClick: onRetry }}
      >
        <p style={{ margin: 0 }}>
          {mismatch
            ? `The ${sectionLabel} section was deployed for a different version of the admin and cannot run here.`
            : `The ${sectionLabel} section is not available right now.`}{' '}
          The rest of the admin still works.
        </p>
        {mismatch ? <ContractMismatchDetails error={error} /> : <TechnicalDetails message={error.message} />}
      </StatePanel>
    );
  }
}

/** A deployment mismatch, not an outage: which build needs which contract, so an operator can fix it. */
function ContractMismatchDetails({ error }: { error: SharedContractMismatchError }) {
  return (
    <dl style={{ margin: '0.5rem 0 0', fontSize: '0.9em' }}>
      <dt>Remote</dt>
      <dd>{error.remote}</dd>
      <dt>Built for</dt>
      <dd>
        {SHARED_PACKAGE} {error.builtFor}
      </dd>
      <dt>Running</dt>
      <dd>
        {SHARED_PACKAGE} {error.runningVersion}
      </dd>
    </dl>
  );
}

/** For whoever operates the deployment; collapsed so the panel stays readable. */
function TechnicalDetails({ message }: { message: string }) {
  return (
    <details style={{ marginTop: '0.5rem', fontSize: '0.85em' }}>
      <summary>Technical details</summary>
      <p style={{ margin: '0.25rem 0 0', overflowWrap: 'anywhere' }}>{message}</p>
    </details>
  );
}
