import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { Outlet, useLocation } from '@nail-or-never/shared/router';
import { layoutConfigStore, useLayoutConfig } from '@nail-or-never/shared';
import { useStartRemotesWhenIdle } from '../features/remotes/useStartRemotesWhenIdle';
import { SettingsPanel } from '../features/settings/SettingsPanel';
import { AppMenu } from './menu/AppMenu';
import { LayoutContext, type LayoutContextValue } from './LayoutContext';
import { LayoutFooter } from './LayoutFooter';
import { INITIAL_LAYOUT_STATE, isDesktopWidth, isMenuFloating, isMenuVisible, layoutReducer, layoutWrapperClassName } from './layoutState';
import { LayoutTopbar, SIDEBAR_ID } from './LayoutTopbar';
import { LoadingOverlay } from './LoadingOverlay';
import { useEscapeKey } from './useEscapeKey';
import { useIsDesktop } from './useIsDesktop';
import { useOutsideClick } from './useOutsideClick';
// The icon font is the shell's (and the remotes'): the sign-in page draws its few icons as inline SVG.
import 'primeicons/primeicons.css';
import './shellFrame.css';
import './sidebar.css';

/**
 * The shell around every signed-in page. It alone owns the layout state, the document listeners
 * and the wrapper's state classes; its parts only read the state through LayoutContext.
 */
export function AppLayout() {
  const [state, dispatch] = useReducer(layoutReducer, INITIAL_LAYOUT_STATE);
  const menuMode = useLayoutConfig((config) => config.menuMode);
  const inputStyle = useLayoutConfig((config) => config.inputStyle);
  const ripple = useLayoutConfig((config) => config.ripple);
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();

  useStartRemotesWhenIdle();

  const sidebarRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const profileButtonRef = useRef<HTMLButtonElement>(null);
  const profileMenuRef = useRef<HTMLDivElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);

  // Spec §4: ripple is off in the default config and the shell switches it on when it mounts.
  useEffect(() => {
    layoutConfigStore.getState().setRipple(true);
  }, []);

  // Switching the menu type drops the previous mode's flags so none resurfaces later.
  const previousMenuMode = useRef(menuMode);
  useEffect(() => {
    if (previousMenuMode.current === menuMode) return;
    previousMenuMode.current = menuMode;
    dispatch({ type: 'menuModeChanged' });
  }, [menuMode]);

  // Spec §4: a route change closes the menu and the profile sidebar.
  useEffect(() => {
    dispatch({ type: 'closeMenus' });
  }, [pathname]);

  const closeMenus = useCallback(() => dispatch({ type: 'closeMenus' }), []);
  const menuFloating = isMenuFloating(state);

  useOutsideClick(menuFloating, [sidebarRef, menuButtonRef], closeMenus);
  useOutsideClick(state.profileSidebarVisible, [profileMenuRef, profileButtonRef], closeMenus);
  useEscapeKey(menuFloating || state.profileSidebarVisible, () => {
    // Give focus back to the button that opened what is closing, so keyboard users keep their place.
    const opener = menuFloating ? menuButtonRef.current : profileButtonRef.current;
    closeMenus();
    opener?.focus();
  });

  const menuVisible = isMenuVisible(state, menuMode, isDesktop);
  const context = useMemo<LayoutContextValue>(
    () => ({
      state,
      menuVisible,
      toggleMenu: () => dispatch({ type: 'toggleMenu', menuMode, isDesktop: isDesktopWidth(window.innerWidth) }),
      toggleProfileSidebar: () => dispatch({ type: 'toggleProfileSidebar' }),
      showConfig: () => dispatch({ type: 'showConfig' }),
      hideConfig: () => dispatch({ type: 'hideConfig' }),
    }),
    [state, menuVisible, menuMode],
  );

  return (
    <LayoutContext.Provider value={context}>
      <div className={layoutWrapperClassName(state, { menuMode, inputStyle, ripple })} data-testid="layout-wrapper">
        <a className="layout-skip-link" href="#layout-main">
          Skip to content
        </a>
        <LayoutTopbar
          menuButtonRef={menuButtonRef}
          profileButtonRef={profileButtonRef}
          profileMenuRef={profileMenuRef}
          settingsButtonRef={settingsButtonRef}
        />
        {/* `inert` keeps an off-screen sidebar out of the tab order and the accessibility tree. */}
        <div ref={sidebarRef} id={SIDEBAR_ID} className="layout-sidebar" inert={!menuVisible}>
          <AppMenu />
        </div>
        <div className="layout-main-container">
          <main id="layout-main" className="layout-main" tabIndex={-1}>
            <Outlet />
          </main>
          <LayoutFooter />
        </div>
        <div className="layout-mask" aria-hidden="true" />
      </div>
      <SettingsPanel
        visible={state.configSidebarVisible}
        onHide={context.hideConfig}
        returnFocusTo={settingsButtonRef}
        fallbackFocusTo={profileButtonRef}
      />
      <LoadingOverlay />
    </LayoutContext.Provider>
  );
}
