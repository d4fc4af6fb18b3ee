import { INITIAL_LAYOUT_STATE, isDesktopWidth, isMenuVisible, layoutReducer, layoutWrapperClassName } from './layoutState';

describe('layout state', () => {
  it('treats a window wider than 991 px as desktop', () => {
    expect(isDesktopWidth(991)).toBe(false);
    expect(isDesktopWidth(992)).toBe(true);
  });

  it('static mode: the toggle flips the desktop flag on desktop and the mobile flag on narrow screens', () => {
    const desktop = layoutReducer(INITIAL_LAYOUT_STATE, { type: 'toggleMenu', menuMode: 'static', isDesktop: true });
    expect(desktop).toMatchObject({ staticMenuDesktopInactive: true, staticMenuMobileActive: false, overlayMenuActive: false });
    const narrow = layoutReducer(INITIAL_LAYOUT_STATE, { type: 'toggleMenu', menuMode: 'static', isDesktop: false });
    expect(narrow).toMatchObject({ staticMenuDesktopInactive: false, staticMenuMobileActive: true, overlayMenuActive: false });
  });

  it('overlay mode: the toggle flips only the overlay flag, whatever the width', () => {
    for (const isDesktop of [true, false]) {
      const next = layoutReducer(INITIAL_LAYOUT_STATE, { type: 'toggleMenu', menuMode: 'overlay', isDesktop });
      expect(next).toEqual({ ...INITIAL_LAYOUT_STATE, overlayMenuActive: true });
    }
  });

  it('closing floating menus keeps a desktop sidebar the person hid hidden', () => {
    const state = { ...INITIAL_LAYOUT_STATE, staticMenuDesktopInactive: true, staticMenuMobileActive: true, profileSidebarVisible: true };
    expect(layoutReducer(state, { type: 'closeMenus' })).toEqual({ ...INITIAL_LAYOUT_STATE, staticMenuDesktopInactive: true });
  });

  it('a menu mode change clears every menu flag', () => {
    const state = { ...INITIAL_LAYOUT_STATE, staticMenuDesktopInactive: true, staticMenuMobileActive: true, overlayMenuActive: true };
    expect(layoutReducer(state, { type: 'menuModeChanged' })).toEqual(INITIAL_LAYOUT_STATE);
  });

  it('says whether the sidebar is on screen', () => {
    expect(isMenuVisible(INITIAL_LAYOUT_STATE, 'static', true)).toBe(true);
    expect(isMenuVisible(INITIAL_LAYOUT_STATE, 'static', false)).toBe(false);
    expect(isMenuVisible(INITIAL_LAYOUT_STATE, 'overlay', true)).toBe(false);
    expect(isMenuVisible({ ...INITIAL_LAYOUT_STATE, overlayMenuActive: true }, 'overlay', false)).toBe(true);
  });

  it('names the wrapper state classes', () => {
    const state = { ...INITIAL_LAYOUT_STATE, staticMenuDesktopInactive: true };
    expect(layoutWrapperClassName(state, { menuMode: 'static', inputStyle: 'filled', ripple: false })).toBe(
      'layout-wrapper layout-static layout-static-inactive p-input-filled p-ripple-disabled',
    );
    expect(layoutWrapperClassName(state, { menuMode: 'overlay', inputStyle: 'outlined', ripple: true })).toBe('layout-wrapper layout-overlay');
  });
});
