import { THEMES, useLayoutConfig } from '@nail-or-never/shared';
import { useThemeSwitch } from '../useThemeSwitch';

type ThemeEntry = (typeof THEMES)[number];

/** THEMES in their groups, in list order: the one list renders the panel. */
function groupThemes(): [string, ThemeEntry[]][] {
  const groups = new Map<string, ThemeEntry[]>();
  for (const theme of THEMES) {
    const members = groups.get(theme.group) ?? [];
    members.push(theme);
    groups.set(theme.group, members);
  }
  return [...groups.entries()];
}

const THEME_GROUPS = groupThemes();

export function ThemeSetting() {
  const currentTheme = useLayoutConfig((config) => config.theme);
  const { switchTheme, pendingTheme, error } = useThemeSwitch();

  return (
    <section className="layout-config-section" aria-labelledby="layout-config-themes">
      <h3 id="layout-config-themes">Themes</h3>
      <p className="layout-config-status" role="status">
        {pendingTheme ? `Loading ${pendingTheme}…` : null}
      </p>
      {error ? (
        <p className="layout-config-error" role="alert">
          {error}
        </p>
      ) : null}
      {THEME_GROUPS.map(([group, themes]) => {
        const headingId = `layout-config-theme-group-${group.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
        return (
          <div key={group} className="layout-config-theme-group" role="group" aria-labelledby={headingId}>
            <h4 id={headingId}>{group}</h4>
            <div className="layout-config-theme-list">
              {themes.map((theme) => (
                <button
                  key={theme.name}
                  type="button"
                  className={theme.name === currentTheme ? 'layout-config-theme is-current' : 'layout-config-theme'}
                  aria-label={`${theme.name}, ${theme.colorScheme}`}
                  aria-pressed={theme.name === currentTheme}
                  aria-busy={theme.name === pendingTheme}
                  onClick={() => switchTheme(theme.name)}
                >
                  <span className={`layout-config-theme-scheme is-${theme.colorScheme}`} aria-hidden="true" />
                  <span>{theme.name}</span>
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
