import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSingleFlight } from '@nail-or-never/shared';
import { readServerFailure, type FormProblem } from './formProblem';

import type { AfterSave } from './recordForm/saveMutation';

/** `Input` is what the form holds; `Output` what its resolver hands to the save (the same unless it transforms). */
export interface ServerFormSaveOptions<Input extends FieldValues, Output = Input> {
  /** The form's own fields: a server message for one of them is shown on it. */
  fields: readonly Path<Input>[];
  /** Fields the form shows outside react-hook-form (a picture): their messages come back in `outsideErrors`. */
  outsideFields?: readonly string[];
  setError: UseFormSetError<Input>;
  /** Sends the values; rejects with the API's error. */
  save: (values: Output) => Promise<AfterSave>;
  /** Runs after a successful save, before `AfterSave`: reset the form, stand the guard down. */
  onSaved: (values: Output) => void;
}

/**
 * The save step every record form shares: one save at a time, the server's field messages on their
 * fields (focused), everything else as one problem above the buttons, and nothing reset on failure,
 * so what the user typed is never lost.
 */
export function useServerFormSave<Input extends FieldValues, Output = Input>({ fields, outsideFields = [], setError, save, onSaved }: ServerFormSaveOptions<Input, Output>) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [outsideErrors, setOutsideErrors] = useState<Readonly<Record<string, string>>>({});

  const submit = useCallback(
    async (values: Output) => {
      setProblem(null);
      setOutsideErrors({});
      try {
        const after = await save(values);
        onSaved(values);
        if (after) after();
      } catch (error) {
        const failure = readServerFailure(error, [...fields, ...outsideFields]);
        const outside: Record<string, string> = {};
        for (const [field, message] of failure.fieldErrors) {
          if ((fields as readonly string[]).includes(field)) setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: true });
          else outside[field] = message;
        }
        setOutsideErrors(outside);
        if (failure.problem) setProblem(failure.problem);
      }
    },
    [fields, outsideFields, onSaved, save, setError],
  );
  const { run, busy } = useSingleFlight(submit);
  const clearOutsideError = useCallback((field: string) => setOutsideErrors(({ [field]: _cleared, ...rest }) => rest), []);

  return { submit: run, busy, problem, setProblem, outsideErrors, clearOutsideError };
}
