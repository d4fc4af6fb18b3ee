export type ColorScheme = 'light' | 'dark';

/** What the settings panel's Appearance switch offers: a fixed scheme, or the operating system's. */
export type ColorMode = ColorScheme | 'system';

export const COLOR_MODES = ['light', 'dark', 'system'] as const satisfies readonly ColorMode[];

/** The headings the settings panel lists the themes under; Light/Dark moves within a family. */
export type ThemeFamily = 'Lara' | 'PrimeOne' | 'Bootstrap' | 'Material' | 'Material compact' | 'Tailwind' | 'Fluent' | 'Soho & Viva' | 'Mira & Nano' | 'Legacy';

export interface ThemeDefinition {
  /** Folder name under `primereact/resources/themes/` (copied to `<host>/themes/<name>/theme.css`). */
  name: string;
  family: ThemeFamily;
  colorScheme: ColorScheme;
  /**
   * The readable name, "Look · Accent". The light and the dark theme of one family with the same
   * accent (the part after " · ", or the whole label) are partners.
   */
  label: string;
}

/**
 * Every colour theme PrimeReact 10.9.9 ships, in the order the settings panel shows them. This ONE
 * list types the `ThemeName` union, renders the panel, pairs light and dark themes for the
 * Appearance switch (see `themeForScheme`) and validates what comes back from storage. The scheme
 * is the theme's real look (the vela themes declare `color-scheme: light` in their CSS but paint
 * dark surfaces, so they are tagged dark here). Arya comes before Vela: it is the first dark
 * PrimeOne theme of an accent, so Saga's dark partner is Arya (dark), not Vela (dim).
 */
export const THEMES = [
  { name: 'lara-light-indigo', family: 'Lara', colorScheme: 'light', label: 'Lara · Indigo' },
  { name: 'lara-light-blue', family: 'Lara', colorScheme: 'light', label: 'Lara · Blue' },
  { name: 'lara-light-purple', family: 'Lara', colorScheme: 'light', label: 'Lara · Purple' },
  { name: 'lara-light-teal', family: 'Lara', colorScheme: 'light', label: 'Lara · Teal' },
  { name: 'lara-light-green', family: 'Lara', colorScheme: 'light', label: 'Lara · Green' },
  { name: 'lara-light-cyan', family: 'Lara', colorScheme: 'light', label: 'Lara · Cyan' },
  { name: 'lara-light-amber', family: 'Lara', colorScheme: 'light', label: 'Lara · Amber' },
  { name: 'lara-light-pink', family: 'Lara', colorScheme: 'light', label: 'Lara · Pink' },
  { name: 'lara-dark-indigo', family: 'Lara', colorScheme: 'dark', label: 'Lara · Indigo' },
  { name: 'lara-dark-blue', family: 'Lara', colorScheme: 'dark', label: 'Lara · Blue' },
  { name: 'lara-dark-purple', family: 'Lara', colorScheme: 'dark', label: 'Lara · Purple' },
  { name: 'lara-dark-teal', family: 'Lara', colorScheme: 'dark', label: 'Lara · Teal' },
  { name: 'lara-dark-green', family: 'Lara', colorScheme: 'dark', label: 'Lara · Green' },
  { name: 'lara-dark-cyan', family: 'Lara', colorScheme: 'dark', label: 'Lara · Cyan' },
  { name: 'lara-dark-amber', family: 'Lara', colorScheme: 'dark', label: 'Lara · Amber' },
  { name: 'lara-dark-pink', family: 'Lara', colorScheme: 'dark', label: 'Lara · Pink' },
  { name: 'saga-blue', family: 'PrimeOne', colorScheme: 'light', label: 'Saga · Blue' },
  { name: 'saga-green', family: 'PrimeOne', colorScheme: 'light', label: 'Saga · Green' },
  { name: 'saga-orange', family: 'PrimeOne', colorScheme: 'light', label: 'Saga · Orange' },
  { name: 'saga-purple', family: 'PrimeOne', colorScheme: 'light', label: 'Saga · Purple' },
  { name: 'arya-blue', family: 'PrimeOne', colorScheme: 'dark', label: 'Arya · Blue' },
  { name: 'arya-green', family: 'PrimeOne', colorScheme: 'dark', label: 'Arya · Green' },
  { name: 'arya-orange', family: 'PrimeOne', colorScheme: 'dark', label: 'Arya · Orange' },
  { name: 'arya-purple', family: 'PrimeOne', colorScheme: 'dark', label: 'Arya · Purple' },
  { name: 'vela-blue', family: 'PrimeOne', colorScheme: 'dark', label: 'Vela · Blue' },
  { name: 'vela-green', family: 'PrimeOne', colorScheme: 'dark', label: 'Vela · Green' },
  { name: 'vela-orange', family: 'PrimeOne', colorScheme: 'dark', label: 'Vela · Orange' },
  { name: 'vela-purple', family: 'PrimeOne', colorScheme: 'dark', label: 'Vela · Purple' },
  { name: 'bootstrap4-light-blue', family: 'Bootstrap', colorScheme: 'light', label: 'Bootstrap · Blue' },
  { name: 'bootstrap4-light-purple', family: 'Bootstrap', colorScheme: 'light', label: 'Bootstrap · Purple' },
  { name: 'bootstrap4-dark-blue', family: 'Bootstrap', colorScheme: 'dark', label: 'Bootstrap · Blue' },
  { name: 'bootstrap4-dark-purple', family: 'Bootstrap', colorScheme: 'dark', label: 'Bootstrap · Purple' },
  { name: 'md-light-indigo', family: 'Material', colorScheme: 'light', label: 'Material · Indigo' },
  { name: 'md-light-deeppurple', family: 'Material', colorScheme: 'light', label: 'Material · Deep purple' },
  { name: 'md-dark-indigo', family: 'Material', colorScheme: 'dark', label: 'Material · Indigo' },
  { name: 'md-dark-deeppurple', family: 'Material', colorScheme: 'dark', label: 'Material · Deep purple' },
  { name: 'mdc-light-indigo', family: 'Material compact', colorScheme: 'light', label: 'Material compact · Indigo' },
  { name: 'mdc-light-deeppurple', family: 'Material compact', colorScheme: 'light', label: 'Material compact · Deep purple' },
  { name: 'mdc-dark-indigo', family: 'Material compact', colorScheme: 'dark', label: 'Material compact · Indigo' },
  { name: 'mdc-dark-deeppurple', family: 'Material compact', colorScheme: 'dark', label: 'Material compact · Deep purple' },
  { name: 'tailwind-light', family: 'Tailwind', colorScheme: 'light', label: 'Tailwind' },
  { name: 'fluent-light', family: 'Fluent', colorScheme: 'light', label: 'Fluent' },
  { name: 'soho-light', family: 'Soho & Viva', colorScheme: 'light', label: 'Soho' },
  { name: 'soho-dark', family: 'Soho & Viva', colorScheme: 'dark', label: 'Soho' },
  { name: 'viva-light', family: 'Soho & Viva', colorScheme: 'light', label: 'Viva' },
  { name: 'viva-dark', family: 'Soho & Viva', colorScheme: 'dark', label: 'Viva' },
  { name: 'mira', family: 'Mira & Nano', colorScheme: 'light', label: 'Mira' },
  { name: 'nano', family: 'Mira & Nano', colorScheme: 'light', label: 'Nano' },
  { name: 'luna-amber', family: 'Legacy', colorScheme: 'dark', label: 'Luna · Amber' },
  { name: 'luna-blue', family: 'Legacy', colorScheme: 'dark', label: 'Luna · Blue' },
  { name: 'luna-green', family: 'Legacy', colorScheme: 'dark', label: 'Luna · Green' },
  { name: 'luna-pink', family: 'Legacy', colorScheme: 'dark', label: 'Luna · Pink' },
  { name: 'nova', family: 'Legacy', colorScheme: 'light', label: 'Nova' },
  { name: 'nova-alt', family: 'Legacy', colorScheme: 'light', label: 'Nova · Alt' },
  { name: 'nova-accent', family: 'Legacy', colorScheme: 'light', label: 'Nova · Accent' },
  { name: 'rhea', family: 'Legacy', colorScheme: 'light', label: 'Rhea' },
] as const satisfies readonly ThemeDefinition[];

export type ThemeName = (typeof THEMES)[number]['name'];
export type ThemeEntry = (typeof THEMES)[number];

export const DEFAULT_THEME: ThemeName = 'lara-light-indigo';

/** Where Light/Dark goes from a theme without a partner and without a Lara theme of its accent. */
const FALLBACK_THEME: Record<ColorScheme, ThemeName> = { light: 'lara-light-indigo', dark: 'lara-dark-indigo' };

export function isThemeName(value: unknown): value is ThemeName {
  return THEMES.some((theme) => theme.name === value);
}

export function isColorMode(value: unknown): value is ColorMode {
  return COLOR_MODES.some((mode) => mode === value);
}

function themeEntry(name: ThemeName): ThemeEntry {
  return THEMES.find((theme) => theme.name === name) ?? THEMES[0];
}

export function colorSchemeOf(name: ThemeName): ColorScheme {
  return themeEntry(name).colorScheme;
}

const accentOf = (theme: ThemeEntry): string => theme.label.split(' · ').at(-1) ?? theme.label;

/**
 * The theme of `scheme` that stands for `name` (what Light/Dark and System switch to): the theme
 * itself when it has that scheme; else its partner (same family, same accent, first in list order);
 * else the Lara theme of its accent (Luna · Blue → Lara · Blue); else Lara · Indigo. So a theme
 * without a dark version (Tailwind, Fluent, Mira, Nano, Nova, Rhea) is shown as Lara · Indigo in
 * dark, and comes back when the person goes light again (the store keeps their pick).
 */
export function themeForScheme(name: ThemeName, scheme: ColorScheme): ThemeName {
  const theme = themeEntry(name);
  if (theme.colorScheme === scheme) return theme.name;
  const accent = accentOf(theme);
  const candidates = THEMES.filter((other) => other.colorScheme === scheme && accentOf(other) === accent);
  const partner = candidates.find((other) => other.family === theme.family) ?? candidates.find((other) => other.family === 'Lara');
  return partner?.name ?? FALLBACK_THEME[scheme];
}

/** The scheme a mode shows, given the operating system's current preference. */
export function resolveColorScheme(mode: ColorMode, systemScheme: ColorScheme): ColorScheme {
  return mode === 'system' ? systemScheme : mode;
}
