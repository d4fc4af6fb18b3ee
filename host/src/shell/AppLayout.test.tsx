import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LAYOUT_CONFIG, layoutConfigStore, loadingStore } from '@nail-or-never/shared';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderShell, setWindowWidth } from './testing/renderShell';

// The panel's lazy chunk and PrimeReact's 300 ms transitions take long on a loaded 2-core machine.
jest.setTimeout(20_000);

let http: FakeHttp;

beforeEach(() => {
  layoutConfigStore.setState(DEFAULT_LAYOUT_CONFIG);
  loadingStore.setState({ isLoading: false });
  setWindowWidth(1280);
  http = fakeHttp();
  http.on('get', '/services-parent/with-out-pagination', () => ({ status: 200, body: { data: [{ id: 3, name: 'Manicure' }] } }));
  http.on('get', '/gallery-parent', () => ({ status: 200, body: { data: [{ id: 8, theme: 'Summer nails' }] } }));
  // The shell reads the remotes config once the browser is idle; these tests open no section.
  http.on('GET', '/remotes.json', { status: 200, body: {} });
});

afterEach(() => http.restore());

const wrapper = () => screen.getByTestId('layout-wrapper');
const menuButton = () => screen.getByRole('button', { name: 'Main menu' });

async function renderSettled(path = '/') {
  const view = renderShell({ path });
  // The menu's services fetch holds the loading flag until its data is in.
  await waitFor(() => expect(loadingStore.getState().isLoading).toBe(false));
  expect(http.calls('get', '/services-parent/with-out-pagination')).toBe(1);
  return view;
}

describe('AppLayout: the shell around signed-in pages', () => {
  it('shows the top bar (title linking to /, named buttons), the page, and a footer', async () => {
    await renderSettled('/admin/booking');
    expect(screen.getByRole('link', { name: 'Nail Or Never Admin' })).toHaveAttribute('href', '/');
    expect(menuButton()).toHaveAttribute('aria-controls', 'layout-sidebar');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page /admin/*' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Nail Or Never Admin');
  });

  it('switches ripple on when it mounts (the default config has it off)', async () => {
    expect(layoutConfigStore.getState().ripple).toBe(false);
    await renderSettled();
    expect(layoutConfigStore.getState().ripple).toBe(true);
    expect(wrapper()).not.toHaveClass('p-ripple-disabled');
  });

  describe('static menu', () => {
    it('on desktop (wider than 991 px) the toggle switches layout-static-inactive', async () => {
      setWindowWidth(992);
      await renderSettled();
      expect(wrapper()).toHaveClass('layout-static');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(menuButton());
      expect(wrapper()).toHaveClass('layout-static-inactive');
      expect(wrapper()).not.toHaveClass('layout-mobile-active');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(menuButton());
      expect(wrapper()).not.toHaveClass('layout-static-inactive');
    });

    it('at 991 px and below the toggle switches layout-mobile-active instead', async () => {
      setWindowWidth(991);
      await renderSettled();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById('layout-sidebar')).toHaveAttribute('inert');
      await userEvent.click(menuButton());
      expect(wrapper()).toHaveClass('layout-mobile-active');
      expect(wrapper()).not.toHaveClass('layout-static-inactive');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById('layout-sidebar')).not.toHaveAttribute('inert');
    });
  });

  describe('overlay menu', () => {
    it.each([1280, 390])('at %i px the toggle switches layout-overlay-active and no static flag', async (width) => {
      setWindowWidth(width);
      layoutConfigStore.getState().setMenuMode('overlay');
      await renderSettled();
      expect(wrapper()).toHaveClass('layout-overlay');
      await userEvent.click(menuButton());
      expect(wrapper()).toHaveClass('layout-overlay-active');
      expect(wrapper()).not.toHaveClass('layout-static-inactive');
      expect(wrapper()).not.toHaveClass('layout-mobile-active');
      await userEvent.click(menuButton());
      expect(wrapper()).not.toHaveClass('layout-overlay-active');
    });
  });

  it('switching the menu type leaves no state of the previous type behind', async () => {
    await renderSettled();
    await userEvent.click(menuButton());
    expect(wrapper()).toHaveClass('layout-static-inactive');
    act(() => layoutConfigStore.getState().setMenuMode('overlay'));
    expect(wrapper()).not.toHaveClass('layout-static-inactive');
    await userEvent.click(menuButton());
    expect(wrapper()).toHaveClass('layout-overlay-active');
    act(() => layoutConfigStore.getState().setMenuMode('static'));
    expect(wrapper().className).not.toMatch(/layout-(overlay-active|static-inactive|mobile-active)/);
  });

  describe('closing the floating menu', () => {
    beforeEach(() => setWindowWidth(390));

    it('binds the document click listener only while the menu is open', async () => {
      await renderSettled();
      const added = jest.spyOn(document, 'addEventListener');
      const removed = jest.spyOn(document, 'removeEventListener');
      const clickBindings = (spy: jest.SpyInstance) => spy.mock.calls.filter(([type]) => type === 'click').length;
      await userEvent.click(menuButton());
      expect(clickBindings(added)).toBe(1);
      await userEvent.click(screen.getByRole('heading', { name: 'Page /' }));
      expect(wrapper()).not.toHaveClass('layout-mobile-active');
      expect(clickBindings(removed)).toBe(1);
      added.mockRestore();
      removed.mockRestore();
    });

    it('a click inside the sidebar keeps it open; a click outside closes it', async () => {
      await renderSettled();
      await userEvent.click(menuButton());
      await userEvent.click(screen.getByRole('button', { name: 'Parent Gallery' }));
      expect(wrapper()).toHaveClass('layout-mobile-active');
      await userEvent.click(screen.getByRole('contentinfo'));
      expect(wrapper()).not.toHaveClass('layout-mobile-active');
    });

    it('a route change closes the menu and the profile sidebar', async () => {
      const { navigate } = await renderSettled();
      await userEvent.click(menuButton());
      expect(wrapper()).toHaveClass('layout-mobile-active');
      navigate('/admin/contact');
      expect(wrapper()).not.toHaveClass('layout-mobile-active');

      await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
      expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-expanded', 'true');
      navigate('/admin/booking');
      expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('following a menu link closes the menu (it is a route change)', async () => {
      await renderSettled();
      await userEvent.click(menuButton());
      await userEvent.click(screen.getByRole('link', { name: 'Booking' }));
      expect(screen.getByRole('heading', { name: 'Page /admin/*' })).toBeInTheDocument();
      expect(wrapper()).not.toHaveClass('layout-mobile-active');
    });

    it('Escape closes the menu and gives focus back to the toggle', async () => {
      await renderSettled();
      await userEvent.click(menuButton());
      screen.getByRole('link', { name: 'Dashboard' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(wrapper()).not.toHaveClass('layout-mobile-active');
      expect(menuButton()).toHaveFocus();
    });

    it('Escape and outside clicks close the profile sidebar too', async () => {
      await renderSettled();
      const more = screen.getByRole('button', { name: 'More actions' });
      await userEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveFocus();
      await userEvent.click(more);
      await userEvent.click(screen.getByRole('contentinfo'));
      expect(more).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('a click outside does nothing to a static desktop sidebar the person hid', async () => {
    await renderSettled();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(wrapper()).toHaveClass('layout-static-inactive');
  });

  it('shows the full-page spinner, announced as a status, while the loading flag is on', async () => {
    await renderSettled();
    expect(screen.queryByTestId('layout-loading-overlay')).not.toBeInTheDocument();
    act(() => loadingStore.getState().showLoading());
    expect(screen.getByTestId('layout-loading-overlay')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => within(region).queryByText('Loading…'))).toBe(true);
    act(() => loadingStore.getState().hideLoading());
    expect(screen.queryByTestId('layout-loading-overlay')).not.toBeInTheDocument();
  });

  it('opens the settings panel from the top bar and gives focus back when it closes', async () => {
    await renderSettled();
    const settings = screen.getByRole('button', { name: 'Settings' });
    await userEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    // PrimeReact moves focus in once its 300 ms entry transition is over.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close settings' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close settings' }));
    expect(settings).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
