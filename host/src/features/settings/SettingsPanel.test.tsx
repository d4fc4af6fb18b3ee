import '@testing-library/jest-dom';
import { useRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { InputText } from 'primereact/inputtext';
import { DARK_SCHEME_QUERY, DEFAULT_LAYOUT_CONFIG, layoutConfigStore, THEMES, type ColorScheme } from '@nail-or-never/shared';
import { SettingsPanel, type SettingsVariant } from './SettingsPanel';
import { THEME_LINK_ID } from './themeLink';

// The panel's lazy chunk and PrimeReact's 300 ms transitions take long on a loaded 2-core machine.
jest.setTimeout(20_000);

function Harness({ variant }: { variant: SettingsVariant }) {
  const [visible, setVisible] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setVisible(true)}>
        Open
      </button>
      {/* Stands in for a remote's form: it reads the same PrimeReact context. */}
      <InputText aria-label="Remote field" />
      <SettingsPanel visible={visible} onHide={() => setVisible(false)} variant={variant} returnFocusTo={opener} />
    </>
  );
}

async function openPanel(variant: SettingsVariant = 'full') {
  render(
    <PrimeReactProvider>
      <Harness variant={variant} />
    </PrimeReactProvider>,
  );
  return within(await screen.findByRole('dialog', { name: 'Settings' }));
}

/** The operating system's scheme, as window.matchMedia reports it (jsdom has none), changeable live. */
function fakeSystemScheme(initial: ColorScheme) {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: DARK_SCHEME_QUERY,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (media: string) => (media === DARK_SCHEME_QUERY ? query : { ...query, matches: false }) });
  return {
    change(scheme: ColorScheme) {
      dark = scheme === 'dark';
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** The stylesheet a switch is loading, once it is on the page: fires its load. */
async function finishLoading(theme: string) {
  await waitFor(() => expect(document.getElementById(`${THEME_LINK_ID}-next`)).toHaveAttribute('href', `/themes/${theme}/theme.css`));
  act(() => {
    document.getElementById(`${THEME_LINK_ID}-next`)?.dispatchEvent(new Event('load'));
  });
  await waitFor(() => expect(document.getElementById(THEME_LINK_ID)).toHaveAttribute('href', `/themes/${theme}/theme.css`));
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

beforeEach(() => {
  layoutConfigStore.setState(DEFAULT_LAYOUT_CONFIG);
  document.documentElement.style.fontSize = '';
  document.head.innerHTML = `<link id="${THEME_LINK_ID}" rel="stylesheet" href="/themes/lara-light-indigo/theme.css">`;
});

describe('SettingsPanel', () => {
  it('applies the scale (default 14) to the root font size, in steps of 1 between 12 and 16', async () => {
    const panel = await openPanel();
    const decrease = panel.getByRole('button', { name: 'Decrease scale' });
    const increase = panel.getByRole('button', { name: 'Increase scale' });
    expect(document.documentElement.style.fontSize).toBe('14px');
    expect(panel.getByText('14px')).toBeInTheDocument();

    await userEvent.click(decrease);
    await userEvent.click(decrease);
    expect(document.documentElement.style.fontSize).toBe('12px');
    expect(decrease).toBeDisabled();
    expect(increase).toBeEnabled();

    for (let step = 0; step < 4; step += 1) await userEvent.click(increase);
    expect(document.documentElement.style.fontSize).toBe('16px');
    expect(increase).toBeDisabled();
    expect(decrease).toBeEnabled();
  });

  it('switches the menu type and the input style; the input style reaches PrimeReact inputs', async () => {
    const panel = await openPanel();
    const field = screen.getByRole('textbox', { name: 'Remote field' });
    expect(field).not.toHaveClass('p-variant-filled');
    expect(panel.getByRole('radio', { name: 'Static' })).toBeChecked();
    expect(panel.getByRole('radio', { name: 'Outlined' })).toBeChecked();

    await userEvent.click(panel.getByRole('radio', { name: 'Overlay' }));
    await userEvent.click(panel.getByRole('radio', { name: 'Filled' }));
    expect(layoutConfigStore.getState()).toMatchObject({ menuMode: 'overlay', inputStyle: 'filled' });
    await waitFor(() => expect(field).toHaveClass('p-variant-filled'));
  });

  it('toggles ripple', async () => {
    const panel = await openPanel();
    const ripple = panel.getByRole('switch', { name: 'Ripple effect on buttons' });
    expect(ripple).not.toBeChecked();
    await userEvent.click(ripple);
    expect(layoutConfigStore.getState().ripple).toBe(true);
  });

  it('lists every theme of the THEMES list by family, with readable names tagged light or dark, the current one pressed', async () => {
    const panel = await openPanel();
    const themeButtons = panel.getAllByRole('button', { pressed: false }).concat(panel.getAllByRole('button', { pressed: true }));
    expect(themeButtons).toHaveLength(THEMES.length);
    expect(panel.getByRole('button', { name: 'Lara · Indigo, light' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByRole('button', { name: 'Lara · Indigo, dark' })).toHaveAttribute('aria-pressed', 'false');
    const material = within(panel.getByRole('group', { name: 'Material' }));
    expect(material.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Material · Indigo, light',
      'Material · Deep purple, light',
      'Material · Indigo, dark',
      'Material · Deep purple, dark',
    ]);
    expect(panel.queryByText(/mdc-|lara-light/)).not.toBeInTheDocument();
  });

  it("Light / Dark show the current theme's partner once its stylesheet has loaded", async () => {
    layoutConfigStore.setState({ theme: 'md-light-deeppurple', colorMode: 'light', colorScheme: 'light' });
    document.getElementById(THEME_LINK_ID)?.setAttribute('href', '/themes/md-light-deeppurple/theme.css');
    const panel = await openPanel();
    const appearance = within(panel.getByRole('group', { name: 'Appearance' }));
    expect(appearance.getByRole('radio', { name: 'Light' })).toBeChecked();

    await userEvent.click(appearance.getByRole('radio', { name: 'Dark' }));
    expect(panel.getByText('Loading Material · Deep purple, dark…')).toBeInTheDocument();
    await finishLoading('md-dark-deeppurple');
    await waitFor(() => expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(layoutConfigStore.getState()).toMatchObject({ colorMode: 'dark', colorScheme: 'dark' });
    expect(panel.getByRole('button', { name: 'Material · Deep purple, dark' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(appearance.getByRole('radio', { name: 'Light' }));
    await finishLoading('md-light-deeppurple');
    await waitFor(() => expect(appearance.getByRole('radio', { name: 'Light' })).toBeChecked());
  });

  it('System follows the operating system now and on every later change, without reopening anything', async () => {
    const system = fakeSystemScheme('dark');
    layoutConfigStore.setState({ theme: 'lara-light-teal', colorMode: 'light', colorScheme: 'light' });
    document.getElementById(THEME_LINK_ID)?.setAttribute('href', '/themes/lara-light-teal/theme.css');
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('radio', { name: 'System' }));
    await finishLoading('lara-dark-teal');
    await waitFor(() => expect(panel.getByRole('radio', { name: 'System' })).toBeChecked());
    expect(layoutConfigStore.getState()).toMatchObject({ colorMode: 'system', colorScheme: 'dark', theme: 'lara-light-teal' });

    system.change('light');
    await finishLoading('lara-light-teal');
    await waitFor(() => expect(layoutConfigStore.getState().colorScheme).toBe('light'));
    expect(document.documentElement.dataset.colorScheme).toBe('light');
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);

    system.change('dark');
    await finishLoading('lara-dark-teal');
    await waitFor(() => expect(document.documentElement.dataset.colorScheme).toBe('dark'));
    expect(panel.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('Light and Dark ignore the operating system', async () => {
    const system = fakeSystemScheme('light');
    layoutConfigStore.setState({ theme: 'lara-light-indigo', colorMode: 'light', colorScheme: 'light' });
    await openPanel();
    system.change('dark');
    // Give a (wrong) follower every chance to start a switch.
    await act(() => Promise.resolve());
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(layoutConfigStore.getState().colorScheme).toBe('light');
  });

  it('switches the theme once its stylesheet has loaded, leaving one theme link', async () => {
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Lara · Indigo, dark' }));
    expect(panel.getByText('Loading Lara · Indigo, dark…')).toBeInTheDocument();
    expect(layoutConfigStore.getState().theme).toBe('lara-light-indigo');
    // A second pick while the first loads is ignored.
    await userEvent.click(panel.getByRole('button', { name: 'Saga · Blue, light' }));
    const links = document.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(2);
    act(() => {
      links[1]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(layoutConfigStore.getState()).toMatchObject({ theme: 'lara-dark-indigo', colorScheme: 'dark' }));
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.getElementById(THEME_LINK_ID)).toHaveAttribute('href', '/themes/lara-dark-indigo/theme.css');
    expect(panel.getByRole('button', { name: 'Lara · Indigo, dark' })).toHaveAttribute('aria-pressed', 'true');
    // A dark theme picked while the system is light: Appearance says Dark now.
    expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('says so, and keeps the theme, when a theme cannot be loaded', async () => {
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Vela · Blue, dark' }));
    act(() => {
      document.querySelectorAll('link[rel="stylesheet"]')[1]?.dispatchEvent(new Event('error'));
    });
    expect(await panel.findByRole('alert')).toHaveTextContent('The theme "Vela · Blue, dark" could not be loaded');
    expect(layoutConfigStore.getState().theme).toBe('lara-light-indigo');
  });

  it('the simple variant hides scale, menu type and input style', async () => {
    const panel = await openPanel('simple');
    expect(panel.queryByRole('button', { name: 'Decrease scale' })).not.toBeInTheDocument();
    expect(panel.queryByRole('group', { name: 'Menu type' })).not.toBeInTheDocument();
    expect(panel.queryByRole('group', { name: 'Input style' })).not.toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Ripple effect on buttons' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Lara · Indigo, light' })).toBeInTheDocument();
    expect(panel.getByRole('group', { name: 'Appearance' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openPanel();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close settings' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
