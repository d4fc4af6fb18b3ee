import { Button } from 'primereact/button';
import type { FormProblem } from './formProblem';

export interface FormProblemMessageProps {
  problem: FormProblem | null;
  /** Reloads the record from the server (offered for a stale version). */
  onReload?: () => void;
  reloading?: boolean;
}

const titles: Record<FormProblem['kind'], string> = {
  stale: 'Someone else changed this in the meantime',
  gone: 'This no longer exists',
  message: 'Not saved',
};

/** The form-level outcome of a failed save, announced to screen readers, with a way forward. */
export function FormProblemMessage({ problem, onReload, reloading = false }: FormProblemMessageProps) {
  if (!problem) return null;
  return (
    <div role="alert" className={`kit-problem kit-problem-${problem.kind}`}>
      <i className="pi pi-exclamation-triangle kit-problem-icon" aria-hidden="true" />
      <div className="kit-problem-body">
        <strong>{titles[problem.kind]}</strong>
        <p>{problem.message}</p>
        {problem.kind === 'stale' && onReload ? (
          <p>Reloading shows their version; your unsaved changes in this form are then replaced.</p>
        ) : null}
      </div>
      {problem.kind === 'stale' && onReload ? (
        <Button type="button" label="Reload latest version" icon="pi pi-refresh" severity="warning" loading={reloading} onClick={onReload} />
      ) : null}
    </div>
  );
}
