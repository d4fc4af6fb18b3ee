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

function storedState(): unknown {
  const raw = localStorage.getItem('root');
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

describe('layoutConfigStore', () => {
  it('starts from the spec defaults: lara-light-indigo, static, outlined, scale 14, ripple off', () => {
    const store = loadStore();
    const { ripple, inputStyle, menuMode, colorScheme, theme, scale } = store.getState();
    expect({ ripple, inputStyle, menuMode, colorScheme, theme, scale }).toEqual({
      ripple: false,
      inputStyle: 'outlined',
      menuMode: 'static',
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
      colorScheme: 'dark',
      theme: 'lara-dark-teal',
      scale: 14,
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
