import { resolveColorScheme, THEMES, themeForScheme, useLayoutConfig, type ColorMode, type ColorScheme, type ThemeEntry } from '@nail-or-never/shared';
import { useSystemColorScheme } from '../followSystemScheme';
import { displayNameOf, themeDisplayName } from '../themeNames';
import type { ThemeSwitch } from '../useThemeSwitch';
import { ChoiceSetting } from './ChoiceSetting';

const COLOR_MODE_OPTIONS: readonly { value: ColorMode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** THEMES by family, and within a family by scheme, in list order: the one list renders the panel. */
function groupThemes(): [string, [ColorScheme, ThemeEntry[]][]][] {
  const families = new Map<string, Map<ColorScheme, ThemeEntry[]>>();
  for (const theme of THEMES) {
    const schemes = families.get(theme.family) ?? new Map<ColorScheme, ThemeEntry[]>();
    schemes.set(theme.colorScheme, [...(schemes.get(theme.colorScheme) ?? []), theme]);
    families.set(theme.family, schemes);
  }
  const inColumns = (schemes: Map<ColorScheme, ThemeEntry[]>) =>
    (['light', 'dark'] as const).flatMap((scheme): [ColorScheme, ThemeEntry[]][] => {
      const themes = schemes.get(scheme);
      return themes ? [[scheme, themes]] : [];
    });
  return [...families.entries()].map(([family, schemes]) => [family, inColumns(schemes)]);
}

const THEME_GROUPS = groupThemes();

interface ThemeSwitchProps {
  /** One switch for Appearance and the list: one loading status, one error, one swap at a time. */
  themeSwitch: ThemeSwitch;
}

/** Light / Dark / System, with the status of a switch (from here or from the theme list). */
export function AppearanceSetting({ themeSwitch: { switchTheme, pendingTheme, error } }: ThemeSwitchProps) {
  const pickedTheme = useLayoutConfig((config) => config.theme);
  const colorMode = useLayoutConfig((config) => config.colorMode);
  const setColorMode = useLayoutConfig((config) => config.setColorMode);
  const systemScheme = useSystemColorScheme();

  const chooseMode = (mode: ColorMode) => {
    switchTheme(themeForScheme(pickedTheme, resolveColorScheme(mode, systemScheme)), () => setColorMode(mode, systemScheme));
  };

  return (
    <>
      <ChoiceSetting title="Appearance" name="colorMode" options={COLOR_MODE_OPTIONS} value={colorMode} onChange={chooseMode} />
      <p className="layout-config-status" role="status">
        {pendingTheme ? `Loading ${displayNameOf(pendingTheme)}…` : null}
      </p>
      {error ? (
        <p className="layout-config-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Every theme, by family, light and dark side by side; the one on the page is pressed. */
export function ThemeSetting({ themeSwitch: { switchTheme, pendingTheme } }: ThemeSwitchProps) {
  const pickedTheme = useLayoutConfig((config) => config.theme);
  const colorScheme = useLayoutConfig((config) => config.colorScheme);
  const setTheme = useLayoutConfig((config) => config.setTheme);
  const shownTheme = themeForScheme(pickedTheme, colorScheme);

  return (
    <section className="layout-config-section" aria-labelledby="layout-config-themes">
      <h3 id="layout-config-themes">Themes</h3>
      {THEME_GROUPS.map(([family, schemes]) => {
        const headingId = `layout-config-theme-group-${family.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
        return (
          <div key={family} className="layout-config-theme-group" role="group" aria-labelledby={headingId}>
            <h4 id={headingId}>{family}</h4>
            <div className="layout-config-theme-columns">
              {schemes.map(([scheme, themes]) => (
                <div key={scheme} className="layout-config-theme-list">
                  {/* The buttons' names say the scheme; the caption is for the eye. */}
                  <span className="layout-config-theme-caption" aria-hidden="true">
                    {scheme === 'light' ? 'Light' : 'Dark'}
                  </span>
                  {themes.map((theme) => (
                    <button
                      key={theme.name}
                      type="button"
                      className={theme.name === shownTheme ? 'layout-config-theme is-current' : 'layout-config-theme'}
                      aria-label={themeDisplayName(theme)}
                      aria-pressed={theme.name === shownTheme}
                      aria-busy={theme.name === pendingTheme}
                      onClick={() => switchTheme(theme.name, () => setTheme(theme.name))}
                    >
                      <span className={`layout-config-theme-scheme is-${theme.colorScheme}`} aria-hidden="true" />
                      <span>{theme.label}</span>
                    </button>
                  ))}
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
