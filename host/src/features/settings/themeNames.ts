import { THEMES, type ThemeEntry, type ThemeName } from '@nail-or-never/shared';

/** What the panel calls a theme, aloud and in messages: "Lara · Indigo, dark", never its folder name. */
export const themeDisplayName = (theme: ThemeEntry): string => `${theme.label}, ${theme.colorScheme}`;

export function displayNameOf(name: ThemeName): string {
  return themeDisplayName(THEMES.find((theme) => theme.name === name) ?? THEMES[0]);
}
