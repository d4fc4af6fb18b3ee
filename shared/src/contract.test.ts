import contract from '../contract.json';
import sharedPackage from '../package.json';
import * as generalEntry from './general';
import * as mainEntry from './index';
import * as kitNumberEntry from './kit/NumberField';
import * as kitEntry from './kit';
import * as routerEntry from './router';
import * as schemasEntry from './schemas';
import * as signInEntry from './signIn';
import * as standaloneEntry from './standalone';

type EntryExports = Record<string, string[]>;
type Bump = 'major' | 'minor' | 'patch';
interface ContractVersion {
  version: string;
  exports: EntryExports;
}

// JSON typing makes an entry absent from older versions `undefined`: keep only the lists.
const versions: ContractVersion[] = contract.versions.map(({ version, exports }) => ({
  version,
  exports: Object.fromEntries(Object.entries(exports).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))),
}));
/** Every federated entry of shared/package.json (`./testing` never reaches a build). */
const ENTRIES: Record<string, object> = {
  '.': mainEntry,
  './schemas': schemasEntry,
  './kit': kitEntry,
  './kit/number': kitNumberEntry,
  './general': generalEntry,
  './router': routerEntry,
  './signIn': signInEntry,
  './standalone': standaloneEntry,
};

function parse(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain major.minor.patch version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function namesOf(exports: EntryExports): Set<string> {
  return new Set(Object.entries(exports).flatMap(([entry, names]) => names.map((name) => `${entry}:${name}`)));
}

/** What a change of the export lists demands: a removed name breaks remotes built before it. */
function requiredBump(before: EntryExports, after: EntryExports): Bump {
  const previous = namesOf(before);
  const next = namesOf(after);
  if ([...previous].some((name) => !next.has(name))) return 'major';
  if ([...next].some((name) => !previous.has(name))) return 'minor';
  return 'patch';
}

/** The step between two versions, or null when it is not one plain semver step. */
function bumpBetween(from: string, to: string): Bump | null {
  const [major, minor, patch] = parse(from);
  const [nextMajor, nextMinor, nextPatch] = parse(to);
  if (nextMajor === major + 1 && nextMinor === 0 && nextPatch === 0) return 'major';
  if (nextMajor === major && nextMinor === minor + 1 && nextPatch === 0) return 'minor';
  if (nextMajor === major && nextMinor === minor && nextPatch === patch + 1) return 'patch';
  return null;
}

describe('the shared contract version (shared/contract.json)', () => {
  it('lists exactly the names each entry exports at run time', () => {
    const actual = Object.fromEntries(Object.entries(ENTRIES).map(([entry, module]) => [entry, Object.keys(module).sort()]));
    // On a failure: append a new version to shared/contract.json (see its $comment), never edit the last one.
    expect(versions.at(-1)?.exports).toEqual(actual);
  });

  it('is the version shared/package.json declares, so the package and its contract never tell two stories', () => {
    // Federation shares the package under the contract's version (webpack/sharedDependencies.js);
    // a package.json saying otherwise would mislead anyone reading it.
    expect(sharedPackage.version).toBe(versions.at(-1)?.version);
  });

  it('steps each recorded version by the bump its export change demands', () => {
    for (let index = 1; index < versions.length; index += 1) {
      const previous = versions[index - 1] as ContractVersion;
      const next = versions[index] as ContractVersion;
      const step = `${previous.version} -> ${next.version}`;
      expect({ step, bump: bumpBetween(previous.version, next.version) }).toEqual({ step, bump: requiredBump(previous.exports, next.exports) });
    }
    expect(versions.map(({ version }) => parse(version))).toHaveLength(versions.length);
  });

  it('demands a major for a removal, a minor for an addition, a patch otherwise', () => {
    const before = { '.': ['a', 'b'] };
    expect(requiredBump(before, { '.': ['a'] })).toBe('major');
    expect(requiredBump(before, { '.': ['a', 'b', 'c'] })).toBe('minor');
    expect(requiredBump(before, { '.': ['b', 'a'] })).toBe('patch');
    expect(bumpBetween('1.4.2', '2.0.0')).toBe('major');
    expect(bumpBetween('1.4.2', '1.5.0')).toBe('minor');
    expect(bumpBetween('1.4.2', '1.4.3')).toBe('patch');
    expect(bumpBetween('1.4.2', '1.6.0')).toBeNull();
  });
});
