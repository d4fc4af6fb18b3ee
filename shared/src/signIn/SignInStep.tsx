import { useEffect, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { takeEarlySubmit } from './earlySubmit';
import { describedBy, FieldError } from './FieldError';
import { FormAlert } from './FormAlert';
import { FormButton, TextInput } from './signInControls';

interface SignInStepProps {
  titleId: string;
  title: string;
  /** Called on submit once the browser's own submission is stopped; the form checks and sends. */
  onSubmit: () => void;
  /** The server's refusal of the last attempt, shown above the submit button. */
  failure: string | null;
  /** The submit button's label while idle, and while the call is on its way. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The step's fields (and any hint before them). */
  children: ReactNode;
  /** What follows the submit button (the code step's way back). */
  after?: ReactNode;
}

/**
 * One step of the sign-in form: a form named by its heading, checked by our rules, not the
 * browser's; its fields, the step's failure and its submit button. A submission stopped before React
 * took over the prerendered form (earlySubmit.ts) is made once here, after the first render: by then
 * the fields' state holds what was typed before hydration (useCheckedFields adopts it on mount).
 * `method="post"`: should a browser ever submit the form itself, the password stays out of the URL.
 */
export function SignInStep({ titleId, title, onSubmit, failure, submitLabel, busyLabel, busy, children, after }: SignInStepProps) {
  const form = useRef<HTMLFormElement>(null);
  const [submitEarly, setSubmitEarly] = useState(false);
  useLayoutEffect(() => {
    if (takeEarlySubmit(form.current)) setSubmitEarly(true);
  }, []);
  useEffect(() => {
    if (!submitEarly) return;
    setSubmitEarly(false);
    onSubmit();
  }, [submitEarly, onSubmit]);

  return (
    <form
      ref={form}
      method="post"
      className="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby={titleId}
    >
      <h1 id={titleId}>{title}</h1>
      {children}
      <FormAlert message={failure} />
      <FormButton type="submit" label={busy ? busyLabel : submitLabel} busy={busy} className="login-submit" />
      {after}
    </form>
  );
}

interface SignInFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  className?: string;
}

/** A labelled text field whose message is read with it (aria-describedby) when there is one. */
export function SignInField({ id, label, value, onValue, error, className, ...input }: SignInFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <TextInput
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        invalid={Boolean(error)}
        className={className}
        {...describedBy(errorId, error)}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
