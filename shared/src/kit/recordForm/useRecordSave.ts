import { useCallback, useRef, useState } from 'react';
import { useSingleFlight } from '@nail-or-never/shared';
import type { FormProblem } from '../formProblem';
import type { FormProblemMessageProps } from '../FormProblemMessage';
import { useSectionToast } from '../SectionToast';
import { useReloadLatest, type ReloadLatestOptions } from '../useReloadLatest';
import type { AfterSave, SavedToast, SaveMutation } from './saveMutation';

export interface RecordSaveSteps<Input, Variables, Saved, Latest> {
  mutation: SaveMutation<Variables, Saved>;
  toVariables: (input: Input) => Variables;
  /** As the save starts (a form clears the messages of its outside fields). */
  onStart?: () => void;
  /** A refused save: puts its field messages where they belong and returns what to say above the buttons. */
  onRefused: (error: unknown, input: Input) => FormProblem | null;
  /** The server said yes: runs before the toast (a form restarts from the saved values). */
  onAccepted?: (saved: Saved) => void;
  savedToast?: ((saved: Saved, input: Input) => SavedToast | null) | undefined;
  /** After the toast: what to do next (close, navigate). */
  onSaved?: ((saved: Saved, input: Input) => AfterSave) | undefined;
  /** "Reload latest version" after a stale-version 409: offered only when given. */
  reload?: Omit<ReloadLatestOptions<Latest>, 'setProblem'> | undefined;
}

/**
 * The save every record form and record action runs: one at a time (a second call while one is on
 * its way is ignored), the server's refusal sorted by the caller, the success toast, then what
 * follows, and "Reload latest version" after a stale-version 409. `pending` is the input on its
 * way (a calendar draws a dropped block there meanwhile).
 */
export function useRecordSave<Input, Variables, Saved, Latest>(steps: RecordSaveSteps<Input, Variables, Saved, Latest>) {
  const toast = useSectionToast();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState<{ input: Input } | null>(null);
  // The steps of the render the save started in: the form may be reloaded to a new base meanwhile.
  const latest = useRef(steps);
  latest.current = steps;

  const save = useCallback(
    async (input: Input) => {
      const current = latest.current;
      setProblem(null);
      current.onStart?.();
      setPending({ input });
      let saved: Saved;
      try {
        saved = await current.mutation.mutateAsync(current.toVariables(input));
      } catch (error) {
        setProblem(current.onRefused(error, input));
        return;
      } finally {
        setPending(null);
      }
      current.onAccepted?.(saved);
      const said = current.savedToast?.(saved, input);
      if (said) toast.show('success', said.summary, said.detail);
      const after = current.onSaved?.(saved, input);
      if (after) after();
    },
    [toast],
  );
  const flight = useSingleFlight(save);

  const { reload } = steps;
  const reloading = useReloadLatest<Latest>({ load: reload?.load ?? (async () => null), apply: (record) => reload?.apply(record), setProblem, goneMessage: reload?.goneMessage ?? '' });
  const problemProps: FormProblemMessageProps = { problem, reloading: reloading.reloading, ...(reload ? { onReload: () => void reloading.reload() } : {}) };

  return { run: flight.run, busy: flight.busy || steps.mutation.isPending, pending: pending?.input ?? null, problemProps, setProblem };
}
