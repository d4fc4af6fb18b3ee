import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LAYOUT_CONFIG, MAX_SCALE, MIN_SCALE, SCALES, sanitizeLayoutConfig, type InputStyle, type LayoutConfig, type MenuMode, type Scale } from './layoutConfig';
import { colorSchemeOf, type ThemeName } from './themes';

/**
 * The localStorage key of the layout config (spec §4, §9). The inline script in the host's
 * index.html reads the same key to apply the theme and font size before first paint.
 */
export const LAYOUT_STORAGE_KEY = 'root';

export interface LayoutConfigState extends LayoutConfig {
  setRipple: (ripple: boolean) => void;
  setInputStyle: (inputStyle: InputStyle) => void;
  setMenuMode: (menuMode: MenuMode) => void;
  /** Call only once the theme's stylesheet is on the page (see the host's theme switcher). */
  setTheme: (theme: ThemeName) => void;
  setScale: (scale: Scale) => void;
  increaseScale: () => void;
  decreaseScale: () => void;
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
      setTheme: (theme) => set({ theme, colorScheme: colorSchemeOf(theme) }),
      setScale: (scale) => set({ scale }),
      increaseScale: () => set((state) => ({ scale: stepScale(state.scale, 1) })),
      decreaseScale: () => set((state) => ({ scale: stepScale(state.scale, -1) })),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ripple, inputStyle, menuMode, colorScheme, theme, scale }): LayoutConfig => ({
        ripple,
        inputStyle,
        menuMode,
        colorScheme,
        theme,
        scale,
      }),
      // Whatever was stored is untrusted: keep the valid fields, default the rest.
      merge: (persisted, current) => ({ ...current, ...sanitizeLayoutConfig(persisted) }),
      migrate: (persisted) => sanitizeLayoutConfig(persisted),
    },
  ),
);

export function useLayoutConfig<T>(selector: (state: LayoutConfigState) => T): T {
  return useStore(layoutConfigStore, selector);
}
