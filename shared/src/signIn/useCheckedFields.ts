import { useCallback, useLayoutEffect, useState } from 'react';
import type { FieldCheck } from '@nail-or-never/shared';

type Values<Field extends string> = Record<Field, string>;
type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The state of a small form of text fields: values, one message per field, and the checks. A
 * field's message is checked again as it is edited once a submit has shown it, so it clears the
 * moment the value is right. `check()` runs every check, shows the messages and moves focus to the
 * first wrong field (`inputIds` names each field's input).
 *
 * On mount the fields take what their inputs already hold: a form hydrated from prerendered HTML may
 * have been typed into (or filled by the browser) before its script ran, and React keeps the DOM's
 * value while hydrating but not in its state, so the next render would wipe it. Taken before paint
 * and only when it differs, so the input is not written to and the caret stays where it was.
 */
export function useCheckedFields<Field extends string>(
  initial: Values<Field>,
  checks: Record<Field, FieldCheck>,
  inputIds: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Field>>({});

  useLayoutEffect(() => {
    const typed: Partial<Values<Field>> = {};
    for (const field of Object.keys(inputIds) as Field[]) {
      const input = document.getElementById(inputIds[field]);
      if (input instanceof HTMLInputElement) typed[field] = input.value;
    }
    setValues((current) => {
      const changed = (Object.keys(typed) as Field[]).some((field) => typed[field] !== current[field]);
      return changed ? { ...current, ...typed } : current;
    });
    // Once, on mount: later edits arrive through `change`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = useCallback(
    (field: Field, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: checks[field](value) }));
    },
    [checks],
  );

  const check = useCallback((): boolean => {
    const found: Errors<Field> = {};
    for (const field of Object.keys(checks) as Field[]) {
      const message = checks[field](values[field]);
      if (message) found[field] = message;
    }
    setErrors(found);
    const firstWrong = (Object.keys(checks) as Field[]).find((field) => found[field]);
    if (firstWrong) document.getElementById(inputIds[firstWrong])?.focus();
    return firstWrong === undefined;
  }, [checks, inputIds, values]);

  /** Messages from the server for the fields it names; other names are ignored. */
  const showServerErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      const found: Errors<Field> = {};
      for (const field of Object.keys(checks) as Field[]) if (fieldErrors[field]) found[field] = fieldErrors[field];
      setErrors(found);
    },
    [checks],
  );

  const clear = useCallback((field: Field) => setValues((current) => ({ ...current, [field]: '' })), []);

  return { values, errors, change, check, showServerErrors, clear };
}
