export type ColorScheme = 'light' | 'dark';

export interface ThemeDefinition {
  /** Folder name under `primereact/resources/themes/` (copied to `<host>/themes/<name>/theme.css`). */
  name: string;
  colorScheme: ColorScheme;
  /** Heading the settings panel lists the theme under. */
  group: string;
}

/**
 * Every colour theme PrimeReact 10.9.9 ships, in the order the settings panel shows them. This ONE
 * list types the `ThemeName` union, renders the panel and validates what comes back from storage.
 * The scheme is the theme's real look (the vela themes declare `color-scheme: light` in their CSS
 * but paint dark surfaces, so they are tagged dark here).
 */
export const THEMES = [
  { name: 'lara-light-indigo', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-blue', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-purple', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-teal', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-green', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-cyan', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-amber', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-light-pink', colorScheme: 'light', group: 'Lara' },
  { name: 'lara-dark-indigo', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-blue', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-purple', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-teal', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-green', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-cyan', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-amber', colorScheme: 'dark', group: 'Lara' },
  { name: 'lara-dark-pink', colorScheme: 'dark', group: 'Lara' },
  { name: 'saga-blue', colorScheme: 'light', group: 'PrimeOne' },
  { name: 'saga-green', colorScheme: 'light', group: 'PrimeOne' },
  { name: 'saga-orange', colorScheme: 'light', group: 'PrimeOne' },
  { name: 'saga-purple', colorScheme: 'light', group: 'PrimeOne' },
  { name: 'vela-blue', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'vela-green', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'vela-orange', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'vela-purple', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'arya-blue', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'arya-green', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'arya-orange', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'arya-purple', colorScheme: 'dark', group: 'PrimeOne' },
  { name: 'bootstrap4-light-blue', colorScheme: 'light', group: 'Bootstrap' },
  { name: 'bootstrap4-light-purple', colorScheme: 'light', group: 'Bootstrap' },
  { name: 'bootstrap4-dark-blue', colorScheme: 'dark', group: 'Bootstrap' },
  { name: 'bootstrap4-dark-purple', colorScheme: 'dark', group: 'Bootstrap' },
  { name: 'md-light-indigo', colorScheme: 'light', group: 'Material Design' },
  { name: 'md-light-deeppurple', colorScheme: 'light', group: 'Material Design' },
  { name: 'md-dark-indigo', colorScheme: 'dark', group: 'Material Design' },
  { name: 'md-dark-deeppurple', colorScheme: 'dark', group: 'Material Design' },
  { name: 'mdc-light-indigo', colorScheme: 'light', group: 'Material Design Compact' },
  { name: 'mdc-light-deeppurple', colorScheme: 'light', group: 'Material Design Compact' },
  { name: 'mdc-dark-indigo', colorScheme: 'dark', group: 'Material Design Compact' },
  { name: 'mdc-dark-deeppurple', colorScheme: 'dark', group: 'Material Design Compact' },
  { name: 'tailwind-light', colorScheme: 'light', group: 'Tailwind' },
  { name: 'fluent-light', colorScheme: 'light', group: 'Fluent' },
  { name: 'soho-light', colorScheme: 'light', group: 'Soho & Viva' },
  { name: 'soho-dark', colorScheme: 'dark', group: 'Soho & Viva' },
  { name: 'viva-light', colorScheme: 'light', group: 'Soho & Viva' },
  { name: 'viva-dark', colorScheme: 'dark', group: 'Soho & Viva' },
  { name: 'mira', colorScheme: 'light', group: 'Mira & Nano' },
  { name: 'nano', colorScheme: 'light', group: 'Mira & Nano' },
  { name: 'luna-amber', colorScheme: 'dark', group: 'Legacy' },
  { name: 'luna-blue', colorScheme: 'dark', group: 'Legacy' },
  { name: 'luna-green', colorScheme: 'dark', group: 'Legacy' },
  { name: 'luna-pink', colorScheme: 'dark', group: 'Legacy' },
  { name: 'nova', colorScheme: 'light', group: 'Legacy' },
  { name: 'nova-alt', colorScheme: 'light', group: 'Legacy' },
  { name: 'nova-accent', colorScheme: 'light', group: 'Legacy' },
  { name: 'rhea', colorScheme: 'light', group: 'Legacy' },
] as const satisfies readonly ThemeDefinition[];

export type ThemeName = (typeof THEMES)[number]['name'];

export const DEFAULT_THEME: ThemeName = 'lara-light-indigo';

export function isThemeName(value: unknown): value is ThemeName {
  return THEMES.some((theme) => theme.name === value);
}

export function colorSchemeOf(name: ThemeName): ColorScheme {
  return THEMES.find((theme) => theme.name === name)?.colorScheme ?? 'light';
}
