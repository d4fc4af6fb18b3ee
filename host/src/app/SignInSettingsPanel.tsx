import { PrimeReactProvider } from 'primereact/api';
import { SettingsPanel, type SettingsPanelProps } from '../features/settings/SettingsPanel';
import { ACCESSIBLE_PASS_THROUGH } from './accessiblePassThrough';

/**
 * The sign-in page's settings panel with the PrimeReact settings the signed-in admin has. Loaded on
 * the first click of the settings button (default export for `lazy`): the rest of the sign-in page
 * uses no PrimeReact component.
 */
export default function SignInSettingsPanel(props: SettingsPanelProps) {
  return (
    <PrimeReactProvider value={{ pt: ACCESSIBLE_PASS_THROUGH }}>
      <SettingsPanel {...props} />
    </PrimeReactProvider>
  );
}
