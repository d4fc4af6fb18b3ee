import { colorSchemeOf, resolveColorScheme, THEMES, themeForScheme, type ColorScheme, type ThemeName } from './themes';

describe('THEMES', () => {
  it('names each theme once and gives every one a readable label in its family', () => {
    const names = THEMES.map((theme) => theme.name);
    expect(new Set(names).size).toBe(names.length);
    const readable = new Set(THEMES.map((theme) => `${theme.label}, ${theme.colorScheme}`));
    expect(readable.size).toBe(THEMES.length);
    expect(THEMES.filter((theme) => /[a-z]+-[a-z]+/.test(theme.label))).toEqual([]);
  });
});

describe('themeForScheme (Light / Dark)', () => {
  it.each<[ThemeName, ColorScheme, ThemeName]>([
    ['lara-light-indigo', 'dark', 'lara-dark-indigo'],
    ['lara-dark-teal', 'light', 'lara-light-teal'],
    ['md-light-indigo', 'dark', 'md-dark-indigo'],
    ['mdc-dark-deeppurple', 'light', 'mdc-light-deeppurple'],
    ['bootstrap4-light-purple', 'dark', 'bootstrap4-dark-purple'],
    ['soho-light', 'dark', 'soho-dark'],
    ['viva-dark', 'light', 'viva-light'],
    // PrimeOne: Saga's dark is Arya; Vela (dim) and Arya both go back to Saga of their accent.
    ['saga-orange', 'dark', 'arya-orange'],
    ['vela-green', 'light', 'saga-green'],
    ['arya-purple', 'light', 'saga-purple'],
  ])('pairs %s in %s with %s', (theme, scheme, partner) => {
    expect(themeForScheme(theme, scheme)).toBe(partner);
  });

  it('falls back to the Lara theme of the accent, else Lara · Indigo, for a theme without a partner', () => {
    expect(themeForScheme('luna-pink', 'light')).toBe('lara-light-pink');
    expect(themeForScheme('luna-amber', 'light')).toBe('lara-light-amber');
    expect(themeForScheme('tailwind-light', 'dark')).toBe('lara-dark-indigo');
    expect(themeForScheme('nova-alt', 'dark')).toBe('lara-dark-indigo');
    expect(themeForScheme('mira', 'dark')).toBe('lara-dark-indigo');
  });

  it('keeps a theme that already has the scheme, and always lands on a theme of that scheme', () => {
    for (const theme of THEMES) {
      expect(themeForScheme(theme.name, theme.colorScheme)).toBe(theme.name);
      for (const scheme of ['light', 'dark'] as const) expect(colorSchemeOf(themeForScheme(theme.name, scheme))).toBe(scheme);
    }
  });

  it('goes back and forth between the two members of every pair', () => {
    const paired = THEMES.filter((theme) => !['PrimeOne', 'Legacy', 'Tailwind', 'Fluent', 'Mira & Nano'].includes(theme.family));
    for (const theme of paired) {
      const other = theme.colorScheme === 'light' ? 'dark' : 'light';
      expect(themeForScheme(themeForScheme(theme.name, other), theme.colorScheme)).toBe(theme.name);
    }
  });
});

describe('resolveColorScheme', () => {
  it('Light and Dark ignore the operating system; System follows it', () => {
    expect(resolveColorScheme('light', 'dark')).toBe('light');
    expect(resolveColorScheme('dark', 'light')).toBe('dark');
    expect(resolveColorScheme('system', 'dark')).toBe('dark');
    expect(resolveColorScheme('system', 'light')).toBe('light');
  });
});
