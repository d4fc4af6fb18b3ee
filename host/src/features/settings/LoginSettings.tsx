import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { DARK_SCHEME_QUERY } from '@nail-or-never/shared';
import { SettingsButton } from './SettingsButton';
import type { SettingsPanelProps } from './SettingsPanel';
import '../../shell/topbarButton.css';
import './loginSettings.css';

interface LoginSettingsProps {
  /**
   * The "simple" settings panel (ripple and theme), given by the app as a lazy component: its
   * PrimeReact parts load on the first click, never with the sign-in page itself.
   */
  Panel: ComponentType<SettingsPanelProps>;
}

/** The sign-in page's settings: a corner button that opens the settings panel. */
export function LoginSettings({ Panel }: LoginSettingsProps) {
  const [visible, setVisible] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // System mode (index.html marks it before first paint): when the operating system's scheme
  // changes, the panel's code loads, hidden, and follows it (useApplyLayoutConfig) without a reload.
  useEffect(() => {
    if (document.documentElement.dataset.colorMode !== 'system' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => setRequested(true);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  return (
    <>
      <SettingsButton
        ref={buttonRef}
        className="p-link layout-topbar-button layout-login-settings-button"
        expanded={visible}
        onClick={() => {
          setRequested(true);
          setVisible(true);
        }}
      />
      {requested ? (
        <Suspense fallback={null}>
          <Panel visible={visible} onHide={() => setVisible(false)} variant="simple" returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
