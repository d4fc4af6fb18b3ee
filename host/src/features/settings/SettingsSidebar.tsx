import { Sidebar } from 'primereact/sidebar';
import { SETTINGS_PANEL_ID } from './SettingsButton';
import type { SettingsVariant } from './settingsVariant';
import { useThemeSwitch } from './useThemeSwitch';
import { InputStyleSetting } from './controls/InputStyleSetting';
import { MenuTypeSetting } from './controls/MenuTypeSetting';
import { RippleSetting } from './controls/RippleSetting';
import { ScaleSetting } from './controls/ScaleSetting';
import { AppearanceSetting, ThemeSetting } from './controls/ThemeSetting';
import './settingsPanel.css';

interface SettingsSidebarProps {
  visible: boolean;
  onHide: () => void;
  variant: SettingsVariant;
}

const TITLE_ID = 'layout-settings-title';

export default function SettingsSidebar({ visible, onHide, variant }: SettingsSidebarProps) {
  const themeSwitch = useThemeSwitch();
  return (
    <Sidebar
      id={SETTINGS_PANEL_ID}
      visible={visible}
      onHide={onHide}
      position="right"
      className="layout-config-sidebar"
      role="dialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      ariaCloseLabel="Close settings"
      header={
        <h2 id={TITLE_ID} className="layout-config-title">
          Settings
        </h2>
      }
    >
      {/* Appearance first: light or dark is what most people come here for (issue 25). */}
      <AppearanceSetting themeSwitch={themeSwitch} />
      {variant === 'full' ? (
        <>
          <ScaleSetting />
          <MenuTypeSetting />
          <InputStyleSetting />
        </>
      ) : null}
      <RippleSetting />
      <ThemeSetting themeSwitch={themeSwitch} />
    </Sidebar>
  );
}
