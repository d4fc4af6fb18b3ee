import { useCallback, useRef } from 'react';
import { toApiError } from '@nail-or-never/shared';
import { readServerFailure, type FormProblem } from '../formProblem';
import type { FormProblemMessageProps } from '../FormProblemMessage';
import type { AfterSave, SavedToast, SaveMutation } from './saveMutation';
import { useRecordSave } from './useRecordSave';

export interface RecordActionOptions<Input, Variables, Saved, Latest> {
  /** The write: `useMutation(...)`'s result, or anything with `mutateAsync` and `isPending`. */
  mutation: SaveMutation<Variables, Saved>;
  toVariables: (input: Input) => Variables;
  /** What a refusal's message starts with, naming what was not saved ("Ana Silva was not moved."). */
  refusedLead?: (input: Input) => string;
  savedToast?: (saved: Saved, input: Input) => SavedToast | null;
  onSaved?: (saved: Saved, input: Input) => AfterSave;
  /** "Reload latest version" after a stale-version 409: reads again what the refused write was about. */
  reload?: {
    /** `null` when it no longer exists. */
    load: (refused: Input) => Promise<Latest | null>;
    goneMessage: string;
  };
}

export interface RecordAction<Input> {
  /** Writes once: a call while a write is on its way is ignored. */
  run: (input: Input) => Promise<void>;
  busy: boolean;
  /** The input of the write on its way, `null` when none is. */
  pending: Input | null;
  /** Props of the kit's `FormProblemMessage` (with "Reload latest version" when a reload is given). */
  problemProps: FormProblemMessageProps;
  /** Hides the last refusal. */
  dismiss: () => void;
}

/**
 * A record write without fields (a drag in a calendar, a button): the record form's save without
 * the form. One write at a time, the server's refusal in its own words above the page (a field's
 * message has no field to stand on: the sentence says it all), "Reload latest version" after a
 * stale-version 409, and the success toast.
 */
export function useRecordAction<Input, Variables = Input, Saved = unknown, Latest = never>(
  options: RecordActionOptions<Input, Variables, Saved, Latest>,
): RecordAction<Input> {
  const { reload, refusedLead } = options;
  const refused = useRef<Input | null>(null);
  const saving = useRecordSave<Input, Variables, Saved, Latest>({
    mutation: options.mutation,
    toVariables: options.toVariables,
    onRefused: (error, input) => {
      refused.current = input;
      const problem = actionProblem(error);
      return refusedLead ? { ...problem, message: `${refusedLead(input)} ${problem.message}` } : problem;
    },
    savedToast: options.savedToast,
    onSaved: options.onSaved,
    reload: reload && {
      load: () => (refused.current === null ? Promise.resolve(null) : reload.load(refused.current)),
      apply: () => undefined,
      goneMessage: reload.goneMessage,
    },
  });
  const { setProblem } = saving;
  const dismiss = useCallback(() => setProblem(null), [setProblem]);
  return { run: saving.run, busy: saving.busy, pending: saving.pending, problemProps: saving.problemProps, dismiss };
}

/** A stale version or a deleted record as the forms say it; anything else in the server's top-level sentence. */
function actionProblem(error: unknown): FormProblem {
  const { problem } = readServerFailure(error, []);
  return problem && problem.kind !== 'message' ? problem : { kind: 'message', message: toApiError(error).message };
}
