import type { InputHTMLAttributes, ReactNode } from 'react';

/*
 * The sign-in form's input and buttons: native elements wearing the PrimeReact theme's classes, so
 * they look exactly like InputText and Button. PrimeReact's components would bring its runtime
 * (ComponentBase and its injected styles, tooltips, ripple: ~35 KiB gzip) to the one page whose
 * whole budget is 120 KiB (docs/performance.md); the signed-in admin uses the components.
 */

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  invalid: boolean;
  className?: string;
}

export function TextInput({ invalid, className, ...input }: TextInputProps) {
  const classes = ['p-inputtext', 'p-component', invalid ? 'p-invalid' : '', className ?? ''].filter(Boolean).join(' ');
  return <input className={classes} {...input} />;
}

interface FormButtonProps {
  type: 'submit' | 'button';
  label: string;
  /** A spinner before the label, and the button disabled, while the call is on its way. */
  busy?: boolean;
  disabled?: boolean;
  /** `link`: a text-only button (PrimeReact's `link` style). */
  look?: 'solid' | 'link';
  icon?: ReactNode;
  onClick?: () => void;
  className?: string;
}

export function FormButton({ type, label, busy = false, disabled = false, look = 'solid', icon, onClick, className }: FormButtonProps) {
  const off = busy || disabled;
  const classes = ['p-button', 'p-component', 'login-button', look === 'link' ? 'p-button-link' : '', off ? 'p-disabled' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={off} aria-busy={busy || undefined} onClick={onClick}>
      {busy ? <SpinnerIcon /> : icon}
      <span className="p-button-label">{label}</span>
    </button>
  );
}

function SpinnerIcon() {
  return (
    <svg className="p-button-icon p-button-icon-left login-spinner" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeDasharray="42 15" />
    </svg>
  );
}
