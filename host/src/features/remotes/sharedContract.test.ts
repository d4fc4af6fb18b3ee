import { findSharedContractMismatch, requiredSharedRange, satisfiesContract, SharedContractMismatchError } from './sharedContract';

const manifestRequiring = (requiredVersion: string) => ({
  shared: [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@nail-or-never/shared', requiredVersion },
  ],
});

describe('satisfiesContract', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.2.0', true],
    ['1.2.0', '^1.2.1', false],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', '^2.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.0.0', '>=1', false],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfiesContract(version, range)).toBe(expected);
  });
});

describe('findSharedContractMismatch', () => {
  it('reads the range from the remote manifest and names remote, range and running version', async () => {
    const mismatch = await findSharedContractMismatch('services', 'http://cdn/mf-manifest.json', '1.0.0', async () => manifestRequiring('^2.0.0'));
    expect(mismatch).toBeInstanceOf(SharedContractMismatchError);
    expect(mismatch).toMatchObject({ remote: 'services', builtFor: '^2.0.0', runningVersion: '1.0.0' });
    expect(mismatch?.message).toBe('"services" was built for @nail-or-never/shared ^2.0.0, but this admin runs 1.0.0.');
  });

  it('finds nothing for a compatible build, an unreadable manifest or a remoteEntry.js registration', async () => {
    const fetchJson = jest.fn(async () => manifestRequiring('^1.0.0'));
    expect(await findSharedContractMismatch('services', '/remotes/services/mf-manifest.json', '1.2.0', fetchJson)).toBeNull();
    expect(await findSharedContractMismatch('services', '/m.json', '1.2.0', async () => Promise.reject(new Error('down')))).toBeNull();
    expect(await findSharedContractMismatch('services', '/remotes/services/remoteEntry.js', '1.2.0', fetchJson)).toBeNull();
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it('reads no range from a manifest without the shared package', () => {
    expect(requiredSharedRange({ shared: [{ name: 'react', requiredVersion: '^19.0.0' }] })).toBeNull();
    expect(requiredSharedRange(null)).toBeNull();
  });
});
