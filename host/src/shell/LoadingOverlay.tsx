import { ProgressSpinner } from 'primereact/progressspinner';
import { useLoading } from '@nail-or-never/shared';
import '../styles/visuallyHidden.css';
import './loadingOverlay.css';

/**
 * The full-page spinner of the shared loading flag. The status region stays in the page so screen
 * readers announce "Loading…" when the flag turns on.
 */
export function LoadingOverlay() {
  const isLoading = useLoading((state) => state.isLoading);
  return (
    <div role="status" aria-live="polite" className="layout-loading-status">
      {isLoading ? (
        <div className="layout-loading-overlay" data-testid="layout-loading-overlay">
          <ProgressSpinner strokeWidth="4" aria-hidden="true" />
          <span className="sr-only">Loading…</span>
        </div>
      ) : null}
    </div>
  );
}
