import { useRef, useState } from 'react';
import { SettingsButton } from './SettingsButton';
import { SettingsPanel } from './SettingsPanel';
import '../../styles/layout.css';

/**
 * The sign-in page's settings: the "simple" panel (ripple and theme only) behind a corner button.
 * It also keeps the saved scale, ripple and input style in effect before the shell is there.
 */
export function LoginSettings() {
  const [visible, setVisible] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SettingsButton ref={buttonRef} className="p-link layout-topbar-button layout-login-settings-button" expanded={visible} onClick={() => setVisible(true)} />
      <SettingsPanel visible={visible} onHide={() => setVisible(false)} variant="simple" returnFocusTo={buttonRef} />
    </>
  );
}
