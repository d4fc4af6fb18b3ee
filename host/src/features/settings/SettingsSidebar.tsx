import { Sidebar } from 'primereact/sidebar';
import { SETTINGS_PANEL_ID } from './SettingsButton';
import type { SettingsVariant } from './settingsVariant';
import { InputStyleSetting } from './controls/InputStyleSetting';
import { MenuTypeSetting } from './controls/MenuTypeSetting';
import { RippleSetting } from './controls/RippleSetting';
import { ScaleSetting } from './controls/ScaleSetting';
import { ThemeSetting } from './controls/ThemeSetting';
import './settingsPanel.css';

interface SettingsSidebarProps {
  visible: boolean;
  onHide: () => void;
  variant: SettingsVariant;
}

const TITLE_ID = 'layout-settings-title';

export default function SettingsSidebar({ visible, onHide, variant }: SettingsSidebarProps) {
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
      {variant === 'full' ? (
        <>
          <ScaleSetting />
          <MenuTypeSetting />
          <InputStyleSetting />
        </>
      ) : null}
      <RippleSetting />
      <ThemeSetting />
    </Sidebar>
  );
}
