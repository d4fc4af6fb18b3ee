import { lazy, Suspense, useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { FormProblemMessageProps } from '../FormProblemMessage';
import { checkedResolver, checksUnavailable, CHECKS_UNAVAILABLE_MESSAGE } from './checkedResolver';
import { PageLeaveGuard } from './PageLeaveGuard';
import type { AfterSave, SavedToast, SaveMutation } from './saveMutation';
import { sortServerFailure } from './sortServerFailure';
import { useDialogClose, type RecordDialogProps } from './useDialogClose';
import { useRecordSave } from './useRecordSave';
import { useShownErrors } from './useShownErrors';

// The question's code (ConfirmDialog) is fetched only when someone closes a changed form.
const DiscardChangesDialog = lazy(() => import('./DiscardChangesDialog'));

/** "Reload latest version" after a stale-version 409. */
export interface RecordReload<Input, Latest> {
  /** Reads the record again; `null` when it no longer exists. */
  load: () => Promise<Latest | null>;
  /** The form's values for the latest record: the form is reset to them. */
  valuesOf: (latest: Latest) => Input;
  /** Also called with the latest record (the form's new base version, its picture). */
  onLoaded?: (latest: Latest) => void;
  /** What to say when the record was deleted meanwhile. */
  goneMessage: string;
}

export interface RecordFormOptions<Input extends FieldValues, Output, Variables, Saved, Latest> {
  /** The section's zod schema as a resolver (`zodResolver(schema)`): the kit itself imports no zod. */
  resolver: Resolver<Input, unknown, Output>;
  /** What the form opens with. Its keys are the fields a server message is shown on. */
  values: Input;
  /** The save: `useMutation(...)`'s result, or anything with `mutateAsync` and `isPending`. */
  mutation: SaveMutation<Variables, Saved>;
  /** The mutation's variables for the validated values (with the base version, the picture). */
  toVariables: (values: Output) => Variables;
  /** A page asks before navigating away with changes; a dialog asks before it closes. */
  kind: 'page' | 'dialog';
  /** Closes the form without navigating (a dialog, an editor in place): `requestClose` asks first. */
  onClose?: (() => void) | undefined;
  /** Fields shown outside react-hook-form (a picture): their server messages come back in `outsideErrors`. */
  outsideFields?: readonly string[];
  /** A change outside react-hook-form (a picked picture) that closing would lose. */
  outsideDirty?: boolean;
  /** Told when the server refused outside fields, to put them back as they were (no broken preview). */
  onOutsideErrors?: (errors: Readonly<Record<string, string>>) => void;
  savedToast?: (saved: Saved) => SavedToast | null;
  /** The form's values for the saved record (as the server stored them); without it the form keeps what was typed. */
  savedValues?: (saved: Saved) => Input;
  /** After a successful save and the form's reset: what to do next (close, navigate). */
  onSaved?: (saved: Saved) => AfterSave;
  reload?: RecordReload<Input, Latest> | undefined;
}

export interface RecordForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The field's message, once it was changed and left, or a save was tried. */
  errorOf: (path: Path<Input>) => string | undefined;
  /** The form's `onSubmit`: validates, then saves once, however often it is called meanwhile. */
  onSubmit: (event?: FormEvent) => void;
  busy: boolean;
  dirty: boolean;
  /** Props of the kit's `FormProblemMessage` (with "Reload latest version" when a reload is given). */
  problemProps: FormProblemMessageProps;
  outsideErrors: Readonly<Record<string, string>>;
  clearOutsideError: (field: string) => void;
  /** Cancel: closes at once, or asks when something changed. */
  requestClose: () => void;
  /** Spread on the PrimeReact `Dialog` around a dialog form. */
  dialogProps: RecordDialogProps;
  /** Render once inside the form: the page's leave question, or the dialog's discard question. */
  guard: ReactNode;
}

/**
 * One record form: react-hook-form with the section's schema, errors shown once they mean something,
 * one save at a time through the given mutation, the server's field messages on their fields and the
 * rest above the buttons, "Reload latest version" after a stale-version conflict, the success toast,
 * and a question before unsaved changes are lost (navigating away, Escape, the close icon, the
 * backdrop, Cancel). What was typed is never reset by a failed save.
 */
export function useRecordForm<Input extends FieldValues, Output = Input, Variables = Output, Saved = unknown, Latest = never>(
  options: RecordFormOptions<Input, Output, Variables, Saved, Latest>,
): RecordForm<Input, Output> {
  const { resolver, values, mutation, kind, onClose, outsideDirty = false, reload } = options;
  const checked = useMemo(() => checkedResolver(resolver), [resolver]);
  const form = useForm<Input, unknown, Output>({ resolver: checked, defaultValues: values as DefaultValues<Input>, mode: 'onTouched' });
  // A reset (after a save or a reload) clears what was touched, so old edits show no error until touched again.
  const { errorOf } = useShownErrors(form);
  const [outsideErrors, setOutsideErrors] = useState<Readonly<Record<string, string>>>({});

  const dirty = form.formState.isDirty || outsideDirty;
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const isDirtyNow = useCallback(() => dirtyNow.current, []);

  const saving = useRecordSave<Output, Variables, Saved, Latest>({
    mutation,
    toVariables: options.toVariables,
    onStart: () => setOutsideErrors({}),
    onRefused: (error) => {
      const failure = sortServerFailure(error, Object.keys(options.values), options.outsideFields ?? []);
      for (const [field, message] of failure.fieldErrors) form.setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: true });
      setOutsideErrors(failure.outsideErrors);
      if (Object.keys(failure.outsideErrors).length > 0) options.onOutsideErrors?.(failure.outsideErrors);
      return failure.problem;
    },
    onAccepted: (saved) => {
      // Cleared before `onSaved` runs: a save that navigates away must not be asked "leave without saving?".
      dirtyNow.current = false;
      form.reset(options.savedValues ? options.savedValues(saved) : form.getValues());
    },
    savedToast: options.savedToast,
    onSaved: options.onSaved,
    reload: reload && {
      load: reload.load,
      apply: (record) => {
        form.reset(reload.valuesOf(record));
        setOutsideErrors({});
        reload.onLoaded?.(record);
      },
      goneMessage: reload.goneMessage,
    },
  });
  const { busy } = saving;
  const unavailable = saving.problemProps.problem?.message === CHECKS_UNAVAILABLE_MESSAGE;
  // A submit the checks refused: the sentence when they could not load, else (typed values refused) it goes.
  const onInvalid = (errors: FieldErrors<Input>) => {
    if (checksUnavailable(errors)) saving.setProblem({ kind: 'message', message: CHECKS_UNAVAILABLE_MESSAGE });
    else if (unavailable) saving.setProblem(null);
  };

  const close = useDialogClose({ isDirtyNow, busy, onClose });
  const clearOutsideError = useCallback((field: string) => setOutsideErrors(({ [field]: _cleared, ...rest }) => rest), []);

  const guard = (
    <>
      {kind === 'page' ? <PageLeaveGuard dirty={dirty} isDirtyNow={isDirtyNow} /> : null}
      {close.asking ? (
        <Suspense fallback={null}>
          <DiscardChangesDialog onKeepEditing={close.keepEditing} onDiscard={close.discard} />
        </Suspense>
      ) : null}
    </>
  );

  return {
    form,
    errorOf,
    onSubmit: (event) => void form.handleSubmit(saving.run, onInvalid)(event),
    busy,
    dirty,
    problemProps: saving.problemProps,
    outsideErrors,
    clearOutsideError,
    requestClose: close.requestClose,
    dialogProps: close.dialogProps,
    guard,
  };
}
