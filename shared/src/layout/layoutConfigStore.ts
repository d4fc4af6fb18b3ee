import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LAYOUT_CONFIG, MAX_SCALE, MIN_SCALE, SCALES, sanitizeLayoutConfig, type InputStyle, type LayoutConfig, type MenuMode, type Scale } from './layoutConfig';
import { systemColorScheme } from './systemColorScheme';
import { colorSchemeOf, resolveColorScheme, themeForScheme, type ColorMode, type ColorScheme, type ThemeName } from './themes';

/**
 * The localStorage key of the layout config (spec §4, §9). The inline script in the host's
 * index.html reads the same key to apply the theme and font size before first paint.
 */
export const LAYOUT_STORAGE_KEY = 'root';

export interface LayoutConfigState extends LayoutConfig {
  setRipple: (ripple: boolean) => void;
  setInputStyle: (inputStyle: InputStyle) => void;
  setMenuMode: (menuMode: MenuMode) => void;
  /**
   * The person picked `theme` from the list: it is shown as it is. System stays on when the theme
   * has the scheme the system shows; otherwise the mode becomes the theme's own scheme.
   * Call only once the theme's stylesheet is on the page (see the host's theme switcher), as for
   * the two below.
   */
  setTheme: (theme: ThemeName) => void;
  /** Light, Dark or System (`systemScheme`: the operating system's scheme now). */
  setColorMode: (colorMode: ColorMode, systemScheme: ColorScheme) => void;
  /** The operating system's scheme changed: System mode follows it, Light and Dark do not. */
  followSystemScheme: (systemScheme: ColorScheme) => void;
  setScale: (scale: Scale) => void;
  increaseScale: () => void;
  decreaseScale: () => void;
}

/**
 * What is stored: the config, and the stylesheet of each scheme for the picked theme. The inline
 * script in index.html cannot import THEMES; it reads `themeByScheme` to paint System mode in the
 * operating system's scheme before first paint. Derived on every write, never read back.
 */
export interface PersistedLayoutConfig extends LayoutConfig {
  themeByScheme: Record<ColorScheme, ThemeName>;
}

function stepScale(scale: Scale, step: 1 | -1): Scale {
  const next = SCALES[SCALES.indexOf(scale) + step];
  return next ?? (step > 0 ? MAX_SCALE : MIN_SCALE);
}

/**
 * One persisted store for the shell's layout settings, shared by host and remotes through the
 * federated `shared` singleton. localStorage is synchronous, so the store is hydrated while this
 * module is evaluated: the first React render already sees the saved values.
 */
export const layoutConfigStore = createStore<LayoutConfigState>()(
  persist(
    (set) => ({
      ...DEFAULT_LAYOUT_CONFIG,
      setRipple: (ripple) => set({ ripple }),
      setInputStyle: (inputStyle) => set({ inputStyle }),
      setMenuMode: (menuMode) => set({ menuMode }),
      setTheme: (theme) =>
        set((state) => {
          const colorScheme = colorSchemeOf(theme);
          const keepsSystem = state.colorMode === 'system' && state.colorScheme === colorScheme;
          return { theme, colorScheme, colorMode: keepsSystem ? 'system' : colorScheme };
        }),
      setColorMode: (colorMode, systemScheme) => set({ colorMode, colorScheme: resolveColorScheme(colorMode, systemScheme) }),
      followSystemScheme: (systemScheme) =>
        set((state) => (state.colorMode === 'system' && state.colorScheme !== systemScheme ? { colorScheme: systemScheme } : state)),
      setScale: (scale) => set({ scale }),
      increaseScale: () => set((state) => ({ scale: stepScale(state.scale, 1) })),
      decreaseScale: () => set((state) => ({ scale: stepScale(state.scale, -1) })),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      // 2: colorMode (Appearance) and themeByScheme; a version 1 config keeps its theme's scheme.
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ripple, inputStyle, menuMode, colorMode, colorScheme, theme, scale }): PersistedLayoutConfig => ({
        ripple,
        inputStyle,
        menuMode,
        colorMode,
        colorScheme,
        theme,
        scale,
        themeByScheme: { light: themeForScheme(theme, 'light'), dark: themeForScheme(theme, 'dark') },
      }),
      // Whatever was stored is untrusted: keep the valid fields, default the rest.
      merge: (persisted, current) => ({ ...current, ...sanitizeLayoutConfig(persisted, systemColorScheme()) }),
      migrate: (persisted) => sanitizeLayoutConfig(persisted, systemColorScheme()),
    },
  ),
);

export function useLayoutConfig<T>(selector: (state: LayoutConfigState) => T): T {
  return useStore(layoutConfigStore, selector);
}
