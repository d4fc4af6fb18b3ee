import { swapThemeStylesheet, THEME_LINK_ID, themeHref, ThemeLoadError } from './themeLink';

function themeLinks(): HTMLLinkElement[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href.includes('/themes/'));
}

function fire(link: HTMLLinkElement | undefined, type: 'load' | 'error') {
  if (!link) throw new Error('no pending link');
  link.dispatchEvent(new Event(type));
}

beforeEach(() => {
  document.head.innerHTML = `<link id="${THEME_LINK_ID}" rel="stylesheet" href="/themes/lara-light-indigo/theme.css">`;
});

describe('theme stylesheet swap', () => {
  it('keeps the base path and replaces only the theme folder', () => {
    expect(themeHref('/admin-v2/themes/lara-light-indigo/theme.css', 'vela-blue')).toBe('/admin-v2/themes/vela-blue/theme.css');
  });

  it('loads the new stylesheet beside the old one and removes the old one only once the new one loaded', async () => {
    const swap = swapThemeStylesheet('lara-dark-indigo');
    expect(themeLinks().map((link) => link.getAttribute('href'))).toEqual(['/themes/lara-light-indigo/theme.css', '/themes/lara-dark-indigo/theme.css']);
    fire(themeLinks()[1], 'load');
    await expect(swap).resolves.toBe('switched');
    expect(themeLinks()).toHaveLength(1);
    expect(document.getElementById(THEME_LINK_ID)).toHaveAttribute('href', '/themes/lara-dark-indigo/theme.css');
  });

  it('ignores a switch asked for while one is loading: never two themes, never the wrong one', async () => {
    const first = swapThemeStylesheet('lara-dark-indigo');
    await expect(swapThemeStylesheet('saga-blue')).resolves.toBe('ignored');
    expect(themeLinks()).toHaveLength(2);
    fire(themeLinks()[1], 'load');
    await first;
    expect(themeLinks().map((link) => link.getAttribute('href'))).toEqual(['/themes/lara-dark-indigo/theme.css']);
    // Once settled, the next switch goes through.
    const next = swapThemeStylesheet('saga-blue');
    fire(themeLinks()[1], 'load');
    await expect(next).resolves.toBe('switched');
  });

  it('does nothing when the theme is already on the page', async () => {
    await expect(swapThemeStylesheet('lara-light-indigo')).resolves.toBe('unchanged');
    expect(themeLinks()).toHaveLength(1);
  });

  it('keeps the current theme and says so when the new stylesheet fails to load', async () => {
    const swap = swapThemeStylesheet('arya-blue');
    fire(themeLinks()[1], 'error');
    await expect(swap).rejects.toBeInstanceOf(ThemeLoadError);
    expect(themeLinks().map((link) => link.getAttribute('href'))).toEqual(['/themes/lara-light-indigo/theme.css']);
    // The failed attempt is over: trying again starts a new load.
    const retry = swapThemeStylesheet('arya-blue');
    fire(themeLinks()[1], 'load');
    await expect(retry).resolves.toBe('switched');
  });
});
