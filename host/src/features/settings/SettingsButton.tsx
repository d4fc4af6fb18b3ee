import type { Ref } from 'react';

interface SettingsButtonProps {
  ref?: Ref<HTMLButtonElement>;
  expanded: boolean;
  onClick: () => void;
  className?: string;
}

/** The icon button that opens the settings panel; its name is what screen readers announce. */
export function SettingsButton({ ref, expanded, onClick, className }: SettingsButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ?? 'p-link layout-topbar-button'}
      aria-label="Settings"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? SETTINGS_PANEL_ID : undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
        {/* Three sliders: the settings panel's controls, without an icon font. */}
        <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
        <circle cx="15" cy="6" r="2" />
        <circle cx="9" cy="12" r="2" />
        <circle cx="17" cy="18" r="2" />
      </svg>
      <span className="layout-topbar-button-text">Settings</span>
    </button>
  );
}

export const SETTINGS_PANEL_ID = 'layout-settings-panel';
