import '@testing-library/jest-dom';
import { useRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { InputText } from 'primereact/inputtext';
import { DEFAULT_LAYOUT_CONFIG, layoutConfigStore, THEMES } from '@nail-or-never/shared';
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

  it('lists every theme of the THEMES list, tagged light or dark, with the current one pressed', async () => {
    const panel = await openPanel();
    const themeButtons = panel.getAllByRole('button', { pressed: false }).concat(panel.getAllByRole('button', { pressed: true }));
    expect(themeButtons).toHaveLength(THEMES.length);
    expect(panel.getByRole('button', { name: 'lara-light-indigo, light' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByRole('button', { name: 'lara-dark-indigo, dark' })).toHaveAttribute('aria-pressed', 'false');
    expect(panel.getByRole('group', { name: 'Lara' })).toBeInTheDocument();
  });

  it('switches the theme once its stylesheet has loaded, leaving one theme link', async () => {
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('button', { name: 'lara-dark-indigo, dark' }));
    expect(panel.getByText('Loading lara-dark-indigo…')).toBeInTheDocument();
    expect(layoutConfigStore.getState().theme).toBe('lara-light-indigo');
    // A second pick while the first loads is ignored.
    await userEvent.click(panel.getByRole('button', { name: 'saga-blue, light' }));
    const links = document.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(2);
    act(() => {
      links[1]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(layoutConfigStore.getState()).toMatchObject({ theme: 'lara-dark-indigo', colorScheme: 'dark' }));
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.getElementById(THEME_LINK_ID)).toHaveAttribute('href', '/themes/lara-dark-indigo/theme.css');
    expect(panel.getByRole('button', { name: 'lara-dark-indigo, dark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so, and keeps the theme, when a theme cannot be loaded', async () => {
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('button', { name: 'vela-blue, dark' }));
    act(() => {
      document.querySelectorAll('link[rel="stylesheet"]')[1]?.dispatchEvent(new Event('error'));
    });
    expect(await panel.findByRole('alert')).toHaveTextContent('The theme "vela-blue" could not be loaded');
    expect(layoutConfigStore.getState().theme).toBe('lara-light-indigo');
  });

  it('the simple variant hides scale, menu type and input style', async () => {
    const panel = await openPanel('simple');
    expect(panel.queryByRole('button', { name: 'Decrease scale' })).not.toBeInTheDocument();
    expect(panel.queryByRole('group', { name: 'Menu type' })).not.toBeInTheDocument();
    expect(panel.queryByRole('group', { name: 'Input style' })).not.toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Ripple effect on buttons' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'lara-light-indigo, light' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openPanel();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close settings' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
