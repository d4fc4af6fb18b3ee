import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Renders the control, wired to the label, the hint and the error. */
  children: (a11y: FieldA11y) => ReactNode;
}

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A label, a control, a hint and the field's error, tied together for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <small id={hintId} className="kit-field-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="p-error kit-field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
