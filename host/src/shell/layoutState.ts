import type { InputStyle, MenuMode } from '@nail-or-never/shared';

/** Spec §2/§9: desktop is a window wider than 991 px. */
export const DESKTOP_MIN_EXCLUSIVE_WIDTH = 991;
export const isDesktopWidth = (width: number): boolean => width > DESKTOP_MIN_EXCLUSIVE_WIDTH;

/** The shell's transient UI state (not persisted: a reload starts with the menu in its resting place). */
export interface LayoutState {
  /** Static mode, desktop: the person hid the sidebar. */
  staticMenuDesktopInactive: boolean;
  /** Overlay mode, any width: the sidebar floats over the page. */
  overlayMenuActive: boolean;
  /** Static mode, narrow screens: the sidebar slides in over the page. */
  staticMenuMobileActive: boolean;
  /** Narrow screens: the top bar's actions (settings, log out) in their drop-down panel. */
  profileSidebarVisible: boolean;
  configSidebarVisible: boolean;
}

export type LayoutAction =
  | { type: 'toggleMenu'; menuMode: MenuMode; isDesktop: boolean }
  | { type: 'closeMenus' }
  | { type: 'menuModeChanged' }
  | { type: 'toggleProfileSidebar' }
  | { type: 'showConfig' }
  | { type: 'hideConfig' };

export const INITIAL_LAYOUT_STATE: LayoutState = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  staticMenuMobileActive: false,
  profileSidebarVisible: false,
  configSidebarVisible: false,
};

export function layoutReducer(state: LayoutState, action: LayoutAction): LayoutState {
  switch (action.type) {
    case 'toggleMenu':
      // Each mode owns its own flag: overlay mode never flips the static desktop/mobile flags.
      if (action.menuMode === 'overlay') return { ...state, overlayMenuActive: !state.overlayMenuActive };
      if (action.isDesktop) return { ...state, staticMenuDesktopInactive: !state.staticMenuDesktopInactive };
      return { ...state, staticMenuMobileActive: !state.staticMenuMobileActive };
    case 'closeMenus':
      // Outside click, route change, Escape: close what floats over the page. A sidebar the
      // person hid on desktop stays hidden (it does not float).
      return { ...state, overlayMenuActive: false, staticMenuMobileActive: false, profileSidebarVisible: false };
    case 'menuModeChanged':
      // A flag of the previous mode must not linger and surface when the person switches back.
      return { ...state, staticMenuDesktopInactive: false, overlayMenuActive: false, staticMenuMobileActive: false };
    case 'toggleProfileSidebar':
      return { ...state, profileSidebarVisible: !state.profileSidebarVisible };
    case 'showConfig':
      return { ...state, configSidebarVisible: true, profileSidebarVisible: false };
    case 'hideConfig':
      return { ...state, configSidebarVisible: false };
  }
}

/** Whether the sidebar is on screen, for `aria-expanded` on the toggle and `inert` on the sidebar. */
export function isMenuVisible(state: LayoutState, menuMode: MenuMode, isDesktop: boolean): boolean {
  if (menuMode === 'overlay') return state.overlayMenuActive;
  return isDesktop ? !state.staticMenuDesktopInactive : state.staticMenuMobileActive;
}

/** Whether the sidebar floats over the page, which is when outside clicks and Escape close it. */
export function isMenuFloating(state: LayoutState): boolean {
  return state.overlayMenuActive || state.staticMenuMobileActive;
}

interface WrapperConfig {
  menuMode: MenuMode;
  inputStyle: InputStyle;
  ripple: boolean;
}

/** The wrapper's state classes; the stylesheet keys every layout state off these names. */
export function layoutWrapperClassName(state: LayoutState, config: WrapperConfig): string {
  const classes = ['layout-wrapper', config.menuMode === 'overlay' ? 'layout-overlay' : 'layout-static'];
  if (config.menuMode === 'static' && state.staticMenuDesktopInactive) classes.push('layout-static-inactive');
  if (state.overlayMenuActive) classes.push('layout-overlay-active');
  if (state.staticMenuMobileActive) classes.push('layout-mobile-active');
  if (config.inputStyle === 'filled') classes.push('p-input-filled');
  if (!config.ripple) classes.push('p-ripple-disabled');
  return classes.join(' ');
}
