import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MutationObserver } from '@tanstack/react-query';
import { catalogQueryKeys, DEFAULT_LAYOUT_CONFIG, layoutConfigStore, loadingStore, serviceGroupMutations } from '@nail-or-never/shared';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderShell } from '../testing/renderShell';

// One test waits out the library's retry delay; everything is slower on a loaded 2-core machine.
jest.setTimeout(20_000);

const SERVICES = '/services-parent/with-out-pagination';
const GALLERIES = '/gallery-parent';

let http: FakeHttp;
/** Query params of each gallery-list request, asserted in the test (an expect inside the handler would be swallowed as a failed request). */
let galleryParams: unknown[];

beforeEach(() => {
  layoutConfigStore.setState(DEFAULT_LAYOUT_CONFIG);
  loadingStore.setState({ isLoading: false });
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
  http = fakeHttp();
  galleryParams = [];
  // The shell reads the remotes config once the browser is idle; these tests open no section.
  http.on('GET', '/remotes.json', { status: 200, body: {} });
  http.on('get', GALLERIES, (config) => {
    galleryParams.push(config.params);
    return { status: 200, body: { data: [{ id: 8, theme: 'Summer nails' }] } };
  });
});

afterEach(() => http.restore());

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe('AppMenu: the sidebar menu', () => {
  it('turns the loading flag on while the services are missing and off when they arrive', async () => {
    const services = heldReply();
    http.on('get', SERVICES, services.handler);
    renderShell();
    expect(loadingStore.getState().isLoading).toBe(true);
    expect(screen.getByTestId('layout-loading-overlay')).toBeInTheDocument();
    await act(async () => services.release({ status: 200, body: { data: [{ id: 3, name: 'Manicure' }] } }));
    await waitFor(() => expect(loadingStore.getState().isLoading).toBe(false));
    expect(screen.queryByTestId('layout-loading-overlay')).not.toBeInTheDocument();
  });

  it('reads data.data: an "add" entry first, then one entry per group, each at its route', async () => {
    http.on('get', SERVICES, () => ({ status: 200, body: { data: [{ id: 3, name: 'Manicure' }, { id: 5, name: 'Pedicure' }] } }));
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Parent Services' }));
    await userEvent.click(screen.getByRole('button', { name: 'Parent Gallery' }));
    await waitFor(() => expect(menu().getByRole('link', { name: 'Manicure' })).toBeInTheDocument());
    // Spec §7: the unpaged gallery list is asked for with pagination=0.
    expect(galleryParams).toEqual([{ pagination: 0 }]);
    const allLinks = menu().getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(allLinks).toEqual([
      ['Dashboard', '/'],
      ['Add Parent Service', '/admin/parent-service/add'],
      ['Manicure', '/admin/parent-service/3'],
      ['Pedicure', '/admin/parent-service/5'],
      ['Add Parent Gallery', '/admin/parent-gallery/add'],
      ['Summer nails', '/admin/parent-gallery/8'],
      ['Gift Card', '/admin/gift-card'],
      ['Booking', '/admin/booking'],
      ['Clients', '/admin/clients'],
      ['Employees', '/admin/employees'],
      ['Time off', '/admin/time-off'],
      ['Contact', '/admin/contact'],
      ['About Us', '/admin/about-us'],
    ]);
  });

  it('on a fetch error: no retry, no message, loading flag off, the menu stays usable', async () => {
    http.on('get', SERVICES, () => ({ status: 500, body: { message: 'Database unavailable' } }));
    const { queryClient } = renderShell({ path: '/admin/parent-service/add' });
    await waitFor(() => expect(loadingStore.getState().isLoading).toBe(false));
    // A query that will retry stays `pending` between attempts; `error` + `idle` means it gave up after one.
    await waitFor(() =>
      expect(queryClient.getQueryState(catalogQueryKeys.serviceGroups.all)).toMatchObject({ status: 'error', fetchStatus: 'idle', fetchFailureCount: 1 }),
    );
    expect(http.calls('get', SERVICES)).toBe(1);
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Add Parent Service' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(menu().getByRole('link', { name: 'Booking' }));
    expect(menu().getByRole('link', { name: 'Booking' })).toHaveAttribute('aria-current', 'page');
  });

  it('updates without a reload when a section saves a group through its resource definition', async () => {
    let name = 'Manicure';
    http.on('get', SERVICES, () => ({ status: 200, body: { data: [{ id: 3, name }] } }));
    http.on('put', '/services-parent', () => ({ status: 200, body: { data: { id: 3, name, version: 2 } } }));
    const { queryClient } = renderShell({ path: '/admin/parent-service/3' });
    expect(await menu().findByRole('link', { name: 'Manicure' })).toBeInTheDocument();
    name = 'Luxury manicure';
    // What a section's useMutation(serviceGroupMutations.update()) runs, against the shell's client.
    await act(() => new MutationObserver(queryClient, serviceGroupMutations.update()).mutate({ id: 3, version: 1, name }));
    expect(await menu().findByRole('link', { name: 'Luxury manicure' })).toBeInTheDocument();
    expect(http.calls('get', SERVICES)).toBe(2);
  });

  it('highlights the active route and opens its group only', async () => {
    http.on('get', SERVICES, () => ({ status: 200, body: { data: [{ id: 3, name: 'Manicure' }] } }));
    renderShell({ path: '/admin/parent-service/3' });
    const active = await menu().findByRole('link', { name: 'Manicure' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass('active-route');
    expect(menu().getByRole('button', { name: 'Parent Services' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu().getByRole('button', { name: 'Parent Gallery' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  // The 1000 ms / 450 ms durations themselves are CSS, checked in a real browser (e2e layoutDesktop).
  it('submenus toggle aria-expanded, run the enter transition, and Escape closes them', async () => {
    http.on('get', SERVICES, () => ({ status: 200, body: { data: [] } }));
    renderShell();
    const toggle = await menu().findByRole('button', { name: 'Parent Gallery' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toHaveClass('layout-submenu-enter-active');
    menu().getByRole('link', { name: 'Add Parent Gallery' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(menu().queryByRole('link', { name: 'Add Parent Gallery' })).not.toBeInTheDocument());
  });
});
