import type { ColorScheme } from './themes';

/** The media query of the operating system's dark preference (System mode follows it). */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The operating system's scheme now; light where it cannot be read (tests, old browsers). */
export function systemColorScheme(): ColorScheme {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}
