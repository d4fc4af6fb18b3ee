import { useState } from 'react';
import { layoutConfigStore, type ThemeName } from '@nail-or-never/shared';
import { swapThemeStylesheet, ThemeLoadError } from './themeLink';

export interface ThemeSwitch {
  switchTheme: (theme: ThemeName) => void;
  /** The theme whose stylesheet is loading, if any. */
  pendingTheme: ThemeName | null;
  error: string | null;
}

/** Switches the theme; the saved config changes only once the new stylesheet is on the page. */
export function useThemeSwitch(): ThemeSwitch {
  const [pendingTheme, setPendingTheme] = useState<ThemeName | null>(null);
  const [error, setError] = useState<string | null>(null);

  const switchTheme = (theme: ThemeName) => {
    setError(null);
    setPendingTheme(theme);
    swapThemeStylesheet(theme)
      .then((result) => {
        if (result === 'ignored') return;
        layoutConfigStore.getState().setTheme(theme);
        setPendingTheme(null);
      })
      .catch((reason: unknown) => {
        setPendingTheme(null);
        setError(reason instanceof ThemeLoadError ? reason.message : 'The theme could not be changed. Please try again.');
      });
  };

  return { switchTheme, pendingTheme, error };
}
