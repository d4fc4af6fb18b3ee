import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessageAt } from '../formErrors';

/** The top-level field a nested path belongs to (`closures.2.date` -> `closures`). */
const fieldOf = (path: string): string => path.split('.')[0] ?? path;

/**
 * Which field errors a person should see: those of a field they changed and then left, and all of
 * them once a save was tried. Leaving a field is not enough: a dialog that moves the focus while it
 * opens "leaves" the first field without anyone having typed, and must not greet them with an error.
 */
export function useShownErrors<Input extends FieldValues, Output>(form: UseFormReturn<Input, unknown, Output>) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const { watch, getFieldState, formState } = form;

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      // Only a person's input has a type; setValue and reset have none.
      if (name === undefined || type === undefined) return;
      const field = fieldOf(name);
      setEdited((before) => (before.has(field) ? before : new Set(before).add(field)));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const errorOf = (path: Path<Input>): string | undefined => {
    const message = errorMessageAt(formState.errors, path);
    if (message === undefined) return undefined;
    if (formState.submitCount > 0) return message;
    const { isTouched } = getFieldState(path, formState);
    return isTouched && edited.has(fieldOf(path)) ? message : undefined;
  };

  return { errorOf };
}
