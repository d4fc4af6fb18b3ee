import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteSectionModule } from '@nail-or-never/shared';
import { createRemoteRegistry } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const CONFIG = { services: '/remotes/services/mf-manifest.json' };
const SECTION: RemoteSectionModule = { default: () => null };

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.mocked(registerRemotes).mockReset();
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => CONFIG }) as Response);
});

/** Lets the registry's promise chain (config fetch, then loadRemote) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('remote registry prefetch', () => {
  it('loads a section ahead of its visit, and the visit reuses that one load', async () => {
    mockedLoadRemote.mockResolvedValue(SECTION);
    const registry = createRemoteRegistry();

    registry.prefetchSection('services');
    await settle();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('services/Section');

    registry.prefetchSection('services');
    registry.getSectionComponent('services');
    await settle();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('then preloads the page the entry opens, when the remote can', async () => {
    const preload = jest.fn(async () => undefined);
    mockedLoadRemote.mockResolvedValue({ ...SECTION, preload });
    const registry = createRemoteRegistry();

    registry.prefetchSection('services', { path: 'add' });
    await settle();
    expect(preload).toHaveBeenCalledWith({ path: 'add' });
  });

  it("starts the page's calls only when asked to (the address a visit opens at), never on a hover", async () => {
    const prefetchData = jest.fn();
    mockedLoadRemote.mockResolvedValue({ ...SECTION, prefetchData });
    const registry = createRemoteRegistry();

    registry.prefetchSection('services', { path: '' });
    await settle();
    expect(prefetchData).not.toHaveBeenCalled();

    registry.prefetchSection('services', { path: '', search: '?date=2026-11-23' }, { data: true });
    await settle();
    expect(prefetchData).toHaveBeenCalledWith({ path: '', search: '?date=2026-11-23' });
  });

  it('is content with a remote that has no preload, and with a preload that fails', async () => {
    mockedLoadRemote.mockResolvedValueOnce(SECTION);
    const registry = createRemoteRegistry();
    registry.prefetchSection('services', { path: 'add' });
    await settle();

    const failing = jest.fn(async () => Promise.reject(new Error('chunk failed')));
    mockedLoadRemote.mockResolvedValueOnce({ ...SECTION, preload: failing });
    const another = createRemoteRegistry();
    another.prefetchSection('services', { path: '12' });
    await settle();
    expect(failing).toHaveBeenCalledWith({ path: '12' });
  });

  it('swallows a failed prefetch; Retry after it makes a fresh load', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Script load error')).mockResolvedValueOnce(SECTION);
    const registry = createRemoteRegistry();

    registry.prefetchSection('services');
    await settle();
    const failed = registry.getSectionComponent('services');
    registry.prepareRetry('services');
    expect(registry.getSectionComponent('services')).not.toBe(failed);
    registry.prefetchSection('services');
    await settle();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'services', entry: CONFIG.services }], { force: true });
  });
});
