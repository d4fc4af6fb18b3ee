import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { SharedContractMismatchError } from './sharedContract';
import sharedContractPlugin from './sharedContractPlugin';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof sharedContractPlugin>['errorLoadRemote']>>[0];

type ShareScope = Record<string, Record<string, Record<string, { from: string }>>>;

function failureOf(id: string, entry: string, shareScopeMap: ShareScope = {}): ErrorLoadRemoteArgs {
  const origin = { options: { remotes: [{ name: 'services', entry }] }, shareScopeMap } as unknown as ModuleFederation;
  return { id, error: new Error('Version 1.0.0 from host does not satisfy'), from: 'runtime', lifecycle: 'onLoad', origin };
}

const manifestResponse = (requiredVersion: string) =>
  ({ ok: true, status: 200, json: async () => ({ shared: [{ name: '@nail-or-never/shared', requiredVersion }] }) }) as Response;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('sharedContractPlugin (errorLoadRemote)', () => {
  it('replaces the failure of a remote built for another contract with a SharedContractMismatchError', async () => {
    globalThis.fetch = jest.fn(async () => manifestResponse('^2.0.0'));
    const plugin = sharedContractPlugin({ sharedContractVersion: '1.0.0' });
    const outcome = plugin.errorLoadRemote?.(failureOf('services/Section', 'http://cdn.test/mf-manifest.json'));
    await expect(outcome).rejects.toBeInstanceOf(SharedContractMismatchError);
    await expect(outcome).rejects.toMatchObject({ remote: 'services', builtFor: '^2.0.0', runningVersion: '1.0.0' });
    expect(globalThis.fetch).toHaveBeenCalledWith('http://cdn.test/mf-manifest.json', { cache: 'no-store' });
  });

  it('leaves any other failure to the runtime (no fallback module)', async () => {
    globalThis.fetch = jest.fn(async () => manifestResponse('^1.0.0'));
    const plugin = sharedContractPlugin({ sharedContractVersion: '1.3.0' });
    await expect(plugin.errorLoadRemote?.(failureOf('services/Section', '/remotes/services/mf-manifest.json'))).resolves.toBeUndefined();
  });

  it('withdraws the refused remote\u2019s copies of every shared entry, so the next section gets the page\u2019s contract', async () => {
    globalThis.fetch = jest.fn(async () => manifestResponse('^3.0.0'));
    const shareScopeMap: ShareScope = {
      default: {
        '@nail-or-never/shared': { '2.1.0': { from: 'host' }, '3.0.0': { from: 'services' } },
        '@nail-or-never/shared/kit': { '2.1.0': { from: 'galleries' }, '3.0.0': { from: 'services' } },
        react: { '19.3.1': { from: 'services' } },
      },
    };
    const plugin = sharedContractPlugin({ sharedContractVersion: '2.1.0' });

    await expect(plugin.errorLoadRemote?.(failureOf('services/Section', 'http://cdn.test/mf-manifest.json', shareScopeMap))).rejects.toBeInstanceOf(
      SharedContractMismatchError,
    );

    expect(shareScopeMap.default).toEqual({
      '@nail-or-never/shared': { '2.1.0': { from: 'host' } },
      '@nail-or-never/shared/kit': { '2.1.0': { from: 'galleries' } },
      react: { '19.3.1': { from: 'services' } },
    });
  });
});
