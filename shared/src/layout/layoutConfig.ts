import { colorSchemeOf, DEFAULT_THEME, isColorMode, isThemeName, resolveColorScheme, type ColorMode, type ColorScheme, type ThemeName } from './themes';

export type InputStyle = 'outlined' | 'filled';
export type MenuMode = 'static' | 'overlay';

export const SCALES = [12, 13, 14, 15, 16] as const;
export type Scale = (typeof SCALES)[number];
export const MIN_SCALE: Scale = 12;
export const MAX_SCALE: Scale = 16;

/** The spec's layout config (§3) and the Appearance mode: what a person expects to survive a reload. */
export interface LayoutConfig {
  ripple: boolean;
  inputStyle: InputStyle;
  menuMode: MenuMode;
  /** Light, Dark, or System (follows the operating system's `prefers-color-scheme`). */
  colorMode: ColorMode;
  /** The scheme in effect: the mode's, or for System the operating system's last seen. */
  colorScheme: ColorScheme;
  /**
   * The theme the person picked. The page shows `themeForScheme(theme, colorScheme)`: the theme
   * itself, or its partner of the other scheme once Light/Dark/System asked for that scheme.
   */
  theme: ThemeName;
  scale: Scale;
}

/** A brand-new visitor: Lara · Indigo, following the operating system (light until it is read). */
export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  ripple: false,
  inputStyle: 'outlined',
  menuMode: 'static',
  colorMode: 'system',
  colorScheme: colorSchemeOf(DEFAULT_THEME),
  theme: DEFAULT_THEME,
  scale: 14,
};

export function isScale(value: unknown): value is Scale {
  return SCALES.some((scale) => scale === value);
}

export function isInputStyle(value: unknown): value is InputStyle {
  return value === 'outlined' || value === 'filled';
}

export function isMenuMode(value: unknown): value is MenuMode {
  return value === 'static' || value === 'overlay';
}

/**
 * Turns whatever localStorage held (older versions, hand edits, another app on the same origin)
 * into a valid config: each field that is not a known value falls back to its default. A config
 * saved before the Appearance switch existed has a theme but no mode: it gets the theme's own
 * scheme as a fixed Light or Dark, so nobody's look changes on upgrade; with no saved theme (a
 * new visitor, unreadable storage) the mode is System. The scheme in effect is always derived.
 */
export function sanitizeLayoutConfig(stored: unknown, systemScheme: ColorScheme): LayoutConfig {
  const record: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  const savedTheme = isThemeName(record.theme) ? record.theme : null;
  const theme = savedTheme ?? DEFAULT_LAYOUT_CONFIG.theme;
  const colorMode = isColorMode(record.colorMode) ? record.colorMode : savedTheme ? colorSchemeOf(savedTheme) : DEFAULT_LAYOUT_CONFIG.colorMode;
  return {
    ripple: typeof record.ripple === 'boolean' ? record.ripple : DEFAULT_LAYOUT_CONFIG.ripple,
    inputStyle: isInputStyle(record.inputStyle) ? record.inputStyle : DEFAULT_LAYOUT_CONFIG.inputStyle,
    menuMode: isMenuMode(record.menuMode) ? record.menuMode : DEFAULT_LAYOUT_CONFIG.menuMode,
    colorMode,
    colorScheme: resolveColorScheme(colorMode, systemScheme),
    theme,
    scale: isScale(record.scale) ? record.scale : DEFAULT_LAYOUT_CONFIG.scale,
  };
}
