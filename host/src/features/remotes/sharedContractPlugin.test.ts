import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { SharedContractMismatchError } from './sharedContract';
import sharedContractPlugin from './sharedContractPlugin';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof sharedContractPlugin>['errorLoadRemote']>>[0];

function failureOf(id: string, entry: string): ErrorLoadRemoteArgs {
  const origin = { options: { remotes: [{ name: 'services', entry }] } } as unknown as ModuleFederation;
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
});
