import { useState } from 'react';
import { toApiError } from '@nail-or-never/shared';
import type { FormProblem } from './formProblem';

export interface ReloadLatestOptions<Latest> {
  /** Reads the record again; `null` when it no longer exists. */
  load: () => Promise<Latest | null>;
  /** Puts the latest record into the form (its new base and values). */
  apply: (latest: Latest) => void;
  setProblem: (problem: FormProblem | null) => void;
  /** What to say when the record was deleted meanwhile. */
  goneMessage: string;
}

/**
 * "Reload latest version" after a 409: reads the record again and replaces the form's values, or
 * says the record is gone, or why it could not be read. Nothing is lost silently: the stale-version
 * message has already told the user their unsaved changes are replaced.
 */
export function useReloadLatest<Latest>({ load, apply, setProblem, goneMessage }: ReloadLatestOptions<Latest>) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      const latest = await load();
      if (latest === null) {
        setProblem({ kind: 'gone', message: goneMessage });
      } else {
        apply(latest);
        setProblem(null);
      }
    } catch (error) {
      setProblem({ kind: 'message', message: toApiError(error).message });
    } finally {
      setReloading(false);
    }
  };
  return { reload, reloading };
}
