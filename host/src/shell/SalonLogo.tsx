/** The salon's mark: a nail-polish bottle drawn in the theme's primary colour (decorative). */
export function SalonLogo() {
  return (
    <svg className="layout-topbar-logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect x="12" y="3" width="8" height="9" rx="2" fill="currentColor" opacity="0.65" />
      <rect x="7" y="12" width="18" height="17" rx="5" fill="currentColor" />
      <path d="M12 17.5c1.5-1.3 3.5-1.3 5 0" stroke="var(--primary-color-text, #fff)" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </svg>
  );
}
