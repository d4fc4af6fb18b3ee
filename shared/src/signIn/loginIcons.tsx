import type { ReactNode } from 'react';

/**
 * The sign-in form's three icons as inline SVG: the icon font (35 KiB) is the shell's, and the
 * sign-in page must paint without waiting for it. Each icon is decorative (its text says it all).
 */
function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SparklesIcon() {
  return (
    <LineIcon className="login-icon">
      <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
      <path d="M19 15l.7 1.8 1.8.7-1.8.7L19 20l-.7-1.8-1.8-.7 1.8-.7z" />
    </LineIcon>
  );
}

export function AlertIcon() {
  return (
    <LineIcon className="login-icon">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </LineIcon>
  );
}

export function ArrowLeftIcon() {
  return (
    <LineIcon className="p-button-icon p-button-icon-left">
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </LineIcon>
  );
}
