import { DEFAULT_LAYOUT_CONFIG } from './layoutConfig';

type StoreModule = typeof import('./layoutConfigStore');

/** Evaluates the store module afresh, as a page load does, after `seed` has run. */
function loadStore(seed?: () => void): StoreModule['layoutConfigStore'] {
  seed?.();
  let loaded: StoreModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<StoreModule>('./layoutConfigStore');
  });
  if (!loaded) throw new Error('store module did not load');
  return loaded.layoutConfigStore;
}

/** A window.matchMedia whose dark query answers `scheme` (jsdom has none). */
function mockSystemScheme(scheme: 'light' | 'dark'): { restore: () => void } {
  const matchMedia = jest.fn((query: string) => ({ matches: scheme === 'dark' && query.includes('dark'), media: query }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  return { restore: () => Reflect.deleteProperty(window, 'matchMedia') };
}

function storedState(): unknown {
  const raw = localStorage.getItem('root');
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

describe('layoutConfigStore', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the spec defaults: lara-light-indigo, static, outlined, scale 14, ripple off, System', () => {
    const store = loadStore();
    const { ripple, inputStyle, menuMode, colorMode, colorScheme, theme, scale } = store.getState();
    expect({ ripple, inputStyle, menuMode, colorMode, colorScheme, theme, scale }).toEqual({
      ripple: false,
      inputStyle: 'outlined',
      menuMode: 'static',
      colorMode: 'system',
      colorScheme: 'light',
      theme: 'lara-light-indigo',
      scale: 14,
    });
    expect(DEFAULT_LAYOUT_CONFIG.scale).toBe(14);
  });

  it('persists the config under the localStorage key "root"', () => {
    const store = loadStore();
    store.getState().setMenuMode('overlay');
    store.getState().setTheme('lara-dark-teal');
    expect(storedState()).toEqual({
      ripple: false,
      inputStyle: 'outlined',
      menuMode: 'overlay',
      colorMode: 'dark',
      colorScheme: 'dark',
      theme: 'lara-dark-teal',
      scale: 14,
      themeByScheme: { light: 'lara-light-teal', dark: 'lara-dark-teal' },
    });
  });

  it('is restored synchronously on load, before any render could read it', () => {
    const store = loadStore(() =>
      localStorage.setItem(
        'root',
        JSON.stringify({ state: { ripple: true, inputStyle: 'filled', menuMode: 'overlay', colorScheme: 'dark', theme: 'vela-blue', scale: 16 }, version: 1 }),
      ),
    );
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState()).toMatchObject({ ripple: true, inputStyle: 'filled', menuMode: 'overlay', theme: 'vela-blue', colorScheme: 'dark', scale: 16 });
  });

  it('replaces unknown stored values with defaults and derives the scheme from the theme', () => {
    const store = loadStore(() =>
      localStorage.setItem(
        'root',
        JSON.stringify({ state: { ripple: 'yes', inputStyle: 'dotted', menuMode: 'slim', colorScheme: 'light', theme: 'arya-blue', scale: 40 }, version: 1 }),
      ),
    );
    expect(store.getState()).toMatchObject({ ripple: false, inputStyle: 'outlined', menuMode: 'static', theme: 'arya-blue', colorScheme: 'dark', scale: 14 });
  });

  it('migrates a config saved before the Appearance switch: the theme keeps its own scheme as Light or Dark', () => {
    for (const [theme, scheme] of [
      ['vela-blue', 'dark'],
      ['saga-green', 'light'],
    ] as const) {
      const store = loadStore(() => localStorage.setItem('root', JSON.stringify({ state: { colorScheme: scheme, theme, scale: 15 }, version: 1 })));
      expect(store.getState()).toMatchObject({ theme, colorMode: scheme, colorScheme: scheme, scale: 15 });
      // Rewritten in the new format at once, so index.html reads the mode on the next load.
      expect(storedState()).toMatchObject({ theme, colorMode: scheme });
      localStorage.clear();
    }
  });

  it("gives a brand-new visitor (or an unknown mode) System, in the operating system's scheme", () => {
    const dark = mockSystemScheme('dark');
    expect(loadStore().getState()).toMatchObject({ colorMode: 'system', colorScheme: 'dark', theme: 'lara-light-indigo' });
    const store = loadStore(() => localStorage.setItem('root', JSON.stringify({ state: { colorMode: 'sepia' }, version: 2 })));
    expect(store.getState()).toMatchObject({ colorMode: 'system', colorScheme: 'dark' });
    dark.restore();
  });

  it('Light/Dark set the scheme; System follows the operating system until another mode is chosen', () => {
    const store = loadStore();
    store.getState().setColorMode('dark', 'light');
    expect(store.getState()).toMatchObject({ colorMode: 'dark', colorScheme: 'dark', theme: 'lara-light-indigo' });
    expect(storedState()).toMatchObject({ themeByScheme: { light: 'lara-light-indigo', dark: 'lara-dark-indigo' } });
    store.getState().followSystemScheme('light');
    expect(store.getState().colorScheme).toBe('dark');
    store.getState().setColorMode('system', 'light');
    expect(store.getState()).toMatchObject({ colorMode: 'system', colorScheme: 'light' });
    store.getState().followSystemScheme('dark');
    expect(store.getState()).toMatchObject({ colorMode: 'system', colorScheme: 'dark' });
  });

  it('a theme picked in System mode keeps System only when it has the scheme the system shows', () => {
    const store = loadStore();
    store.getState().setColorMode('system', 'dark');
    store.getState().setTheme('md-dark-indigo');
    expect(store.getState()).toMatchObject({ colorMode: 'system', colorScheme: 'dark', theme: 'md-dark-indigo' });
    store.getState().setTheme('saga-blue');
    expect(store.getState()).toMatchObject({ colorMode: 'light', colorScheme: 'light', theme: 'saga-blue' });
  });

  it('falls back to defaults when the stored value is not JSON', () => {
    const store = loadStore(() => localStorage.setItem('root', '{not json'));
    expect(store.getState().theme).toBe('lara-light-indigo');
  });

  it('keeps the scale within 12 and 16 in steps of 1', () => {
    const store = loadStore();
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      store.getState().decreaseScale();
      seen.push(store.getState().scale);
    }
    expect(seen).toEqual([13, 12, 12, 12]);
    for (let i = 0; i < 6; i += 1) store.getState().increaseScale();
    expect(store.getState().scale).toBe(16);
  });
});
