import { colorSchemeOf, DEFAULT_THEME, isThemeName, type ColorScheme, type ThemeName } from './themes';

export type InputStyle = 'outlined' | 'filled';
export type MenuMode = 'static' | 'overlay';

export const SCALES = [12, 13, 14, 15, 16] as const;
export type Scale = (typeof SCALES)[number];
export const MIN_SCALE: Scale = 12;
export const MAX_SCALE: Scale = 16;

/** The spec's layout config (§3): what a person expects to survive a reload. */
export interface LayoutConfig {
  ripple: boolean;
  inputStyle: InputStyle;
  menuMode: MenuMode;
  colorScheme: ColorScheme;
  theme: ThemeName;
  scale: Scale;
}

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  ripple: false,
  inputStyle: 'outlined',
  menuMode: 'static',
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
 * into a valid config: each field that is not a known value falls back to its default, and the
 * colour scheme always follows the theme so the two cannot disagree.
 */
export function sanitizeLayoutConfig(stored: unknown): LayoutConfig {
  const record: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  const theme = isThemeName(record.theme) ? record.theme : DEFAULT_LAYOUT_CONFIG.theme;
  return {
    ripple: typeof record.ripple === 'boolean' ? record.ripple : DEFAULT_LAYOUT_CONFIG.ripple,
    inputStyle: isInputStyle(record.inputStyle) ? record.inputStyle : DEFAULT_LAYOUT_CONFIG.inputStyle,
    menuMode: isMenuMode(record.menuMode) ? record.menuMode : DEFAULT_LAYOUT_CONFIG.menuMode,
    colorScheme: colorSchemeOf(theme),
    theme,
    scale: isScale(record.scale) ? record.scale : DEFAULT_LAYOUT_CONFIG.scale,
  };
}
