import { useState } from 'react';
import type { ThemeName } from '@nail-or-never/shared';
import { swapThemeStylesheet, ThemeLoadError } from './themeLink';
import { displayNameOf } from './themeNames';

export interface ThemeSwitch {
  /**
   * Puts `theme`'s stylesheet on the page, then records the change with `commit` (a store action:
   * a theme picked, or a Light/Dark/System choice that shows `theme`).
   */
  switchTheme: (theme: ThemeName, commit: () => void) => void;
  /** The theme whose stylesheet is loading, if any. */
  pendingTheme: ThemeName | null;
  error: string | null;
}

/** Switches the theme; the saved config changes only once the new stylesheet is on the page. */
export function useThemeSwitch(): ThemeSwitch {
  const [pendingTheme, setPendingTheme] = useState<ThemeName | null>(null);
  const [error, setError] = useState<string | null>(null);

  const switchTheme = (theme: ThemeName, commit: () => void) => {
    setError(null);
    setPendingTheme(theme);
    swapThemeStylesheet(theme)
      .then((result) => {
        if (result === 'ignored') return;
        commit();
        setPendingTheme(null);
      })
      .catch((reason: unknown) => {
        setPendingTheme(null);
        setError(
          reason instanceof ThemeLoadError
            ? `The theme "${displayNameOf(theme)}" could not be loaded. The current theme is kept; please try again.`
            : 'The theme could not be changed. Please try again.',
        );
      });
  };

  return { switchTheme, pendingTheme, error };
}
