import { Suspense, useRef, useState, type ComponentType } from 'react';
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
