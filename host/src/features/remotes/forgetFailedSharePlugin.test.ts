import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { forgetFailedShare } from './forgetFailedSharePlugin';

type ErrorLoadShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>>[0];
type ShareScopeMap = ErrorLoadShareArgs['shareScopeMap'];
type Offer = ShareScopeMap[string][string][string];

const SCHEMAS = '@nail-or-never/shared/schemas';

function offer(state: Partial<Offer>): Offer {
  return { version: '3.19.0', get: async () => () => ({}), shareConfig: { requiredVersion: false }, scope: ['default'], useIn: [], from: 'host', deps: [], strategy: 'loaded-first', ...state };
}

function failureOf(pkgName: string, shareScopeMap: ShareScopeMap): ErrorLoadShareArgs {
  return { pkgName, shareScopeMap, shared: {}, lifecycle: 'loadShare', origin: {} as ErrorLoadShareArgs['origin'], error: new Error('Loading chunk 445 failed.') };
}

describe('forgetFailedShare (errorLoadShare)', () => {
  it('forgets the failed load of the entry that failed, so the next request fetches it again', () => {
    const failed = Promise.reject(new Error('Loading chunk 445 failed.'));
    failed.catch(() => undefined);
    const map: ShareScopeMap = { default: { [SCHEMAS]: { '3.19.0': offer({ loading: failed, loaded: false }) } } };
    forgetFailedShare(failureOf(SCHEMAS, map));
    expect(map.default?.[SCHEMAS]?.['3.19.0']?.loading).toBeNull();
  });

  it('leaves loaded entries and other packages alone', () => {
    const done = Promise.resolve(() => ({}));
    const inFlight = new Promise(() => undefined);
    const map: ShareScopeMap = {
      default: {
        [SCHEMAS]: { '3.19.0': offer({ loading: done, loaded: true }) },
        'react-hook-form': { '7.92.0': offer({ version: '7.92.0', loading: inFlight, loaded: false }) },
      },
    };
    forgetFailedShare(failureOf(SCHEMAS, map));
    expect(map.default?.[SCHEMAS]?.['3.19.0']?.loading).toBe(done);
    expect(map.default?.['react-hook-form']?.['7.92.0']?.loading).toBe(inFlight);
  });

  it('does nothing for an entry no scope offers', () => {
    const map: ShareScopeMap = { default: {} };
    expect(() => forgetFailedShare(failureOf(SCHEMAS, map))).not.toThrow();
  });
});
