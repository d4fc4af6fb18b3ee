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

/**
 * Each problem a form sets is a new object, even when its sentence is the one already shown (a second
 * submit while offline): a new element for it makes screen readers announce it again, where an alert
 * whose text did not change stays silent.
 */
const occurrences = new WeakMap<FormProblem, number>();
let lastOccurrence = 0;
function occurrenceOf(problem: FormProblem): number {
  let occurrence = occurrences.get(problem);
  if (occurrence === undefined) {
    lastOccurrence += 1;
    occurrence = lastOccurrence;
    occurrences.set(problem, occurrence);
  }
  return occurrence;
}

/** The form-level outcome of a failed save, announced to screen readers, with a way forward. */
export function FormProblemMessage({ problem, onReload, reloading = false }: FormProblemMessageProps) {
  if (!problem) return null;
  return (
    <div key={occurrenceOf(problem)} role="alert" className={`kit-problem kit-problem-${problem.kind}`}>
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
