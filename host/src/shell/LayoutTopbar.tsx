import type { RefObject } from 'react';
import { Link } from '@nail-or-never/shared/router';
import { AccountLink } from '../features/account/AccountLink';
import { LogoutButton } from '../features/auth/LogoutButton';
import { SettingsButton } from '../features/settings/SettingsButton';
import { BarsIcon } from './icons/BarsIcon';
import { MoreIcon } from './icons/MoreIcon';
import { useLayoutContext } from './LayoutContext';
import { SalonLogo } from './SalonLogo';
import './topbarButton.css';
import './topbar.css';

export const SIDEBAR_ID = 'layout-sidebar';
const TOPBAR_MENU_ID = 'layout-topbar-menu';

interface LayoutTopbarProps {
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  profileButtonRef: RefObject<HTMLButtonElement | null>;
  profileMenuRef: RefObject<HTMLDivElement | null>;
  settingsButtonRef: RefObject<HTMLButtonElement | null>;
}

export function LayoutTopbar({ menuButtonRef, profileButtonRef, profileMenuRef, settingsButtonRef }: LayoutTopbarProps) {
  const { state, menuVisible, toggleMenu, toggleProfileSidebar, showConfig } = useLayoutContext();
  const topbarMenuClass = state.profileSidebarVisible ? 'layout-topbar-menu layout-topbar-menu-mobile-active' : 'layout-topbar-menu';

  return (
    <header className="layout-topbar">
      <Link to="/" className="layout-topbar-logo">
        <SalonLogo />
        <span>Nail Or Never Admin</span>
      </Link>

      <button
        ref={menuButtonRef}
        type="button"
        className="p-link layout-topbar-button layout-menu-button"
        aria-label="Main menu"
        aria-expanded={menuVisible}
        aria-controls={SIDEBAR_ID}
        onClick={toggleMenu}
      >
        <BarsIcon />
      </button>

      <button
        ref={profileButtonRef}
        type="button"
        className="p-link layout-topbar-button layout-topbar-menu-button"
        aria-label="More actions"
        aria-expanded={state.profileSidebarVisible}
        aria-controls={TOPBAR_MENU_ID}
        onClick={toggleProfileSidebar}
      >
        <MoreIcon />
      </button>

      <div ref={profileMenuRef} id={TOPBAR_MENU_ID} className={topbarMenuClass}>
        <AccountLink />
        <SettingsButton ref={settingsButtonRef} expanded={state.configSidebarVisible} onClick={showConfig} />
        <LogoutButton />
      </div>
    </header>
  );
}
