import { useEffect, useSyncExternalStore } from 'react';
import { DARK_SCHEME_QUERY, layoutConfigStore, themeForScheme, useLayoutConfig, type ColorScheme } from '@nail-or-never/shared';
import { useIsHydrating } from '../../shell/useIsHydrating';
import { swapThemeStylesheet } from './themeLink';

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = (): ColorScheme => (darkQuery()?.matches ? 'dark' : 'light');

/** The operating system's colour scheme, live (`prefers-color-scheme`; light where unknown). */
export function useSystemColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}

/**
 * In System mode, shows the picked theme in the operating system's scheme, on mount and whenever
 * that scheme changes, without a reload: the stylesheet first (nothing to load when the page
 * already shows it, e.g. painted so by index.html), then the store. A switch already loading (a
 * click in the panel) is left alone; once it is recorded this runs again and catches up. A
 * stylesheet that fails keeps the current look until the next change. Not while the prerendered
 * dashboard hydrates: that render sees the defaults and a light system, not this visitor's (the
 * page's head script has applied theirs already).
 */
export function useFollowSystemScheme(): void {
  const systemScheme = useSystemColorScheme();
  const colorMode = useLayoutConfig((config) => config.colorMode);
  const theme = useLayoutConfig((config) => config.theme);
  const hydrating = useIsHydrating();

  useEffect(() => {
    if (hydrating || colorMode !== 'system') return;
    swapThemeStylesheet(themeForScheme(theme, systemScheme)).then(
      (result) => {
        if (result !== 'ignored') layoutConfigStore.getState().followSystemScheme(systemScheme);
      },
      () => undefined,
    );
  }, [hydrating, colorMode, theme, systemScheme]);
}
