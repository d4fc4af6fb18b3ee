import { useCallback, useState } from 'react';
import type { FieldCheck } from '@nail-or-never/shared';

type Values<Field extends string> = Record<Field, string>;
type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The state of a small form of text fields: values, one message per field, and the checks. A
 * field's message is checked again as it is edited once a submit has shown it, so it clears the
 * moment the value is right. `check()` runs every check, shows the messages and moves focus to the
 * first wrong field (`inputIds` names each field's input).
 */
export function useCheckedFields<Field extends string>(
  initial: Values<Field>,
  checks: Record<Field, FieldCheck>,
  inputIds: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Field>>({});

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
