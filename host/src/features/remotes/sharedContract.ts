/**
 * Which `@nail-or-never/shared` contract a remote was built for, and whether the running one
 * satisfies it. Dependency-free on purpose: the federation runtime plugin that uses it runs before
 * any shared module (React, the shared package) may be loaded.
 */
export const SHARED_PACKAGE = '@nail-or-never/shared';

export class SharedContractMismatchError extends Error {
  override name = 'SharedContractMismatchError';
  constructor(
    readonly remote: string,
    /** The range the remote's build requires, e.g. `^2.0.0`. */
    readonly builtFor: string,
    /** The contract version the page runs (the host's). */
    readonly runningVersion: string,
  ) {
    super(`"${remote}" was built for ${SHARED_PACKAGE} ${builtFor}, but this admin runs ${runningVersion}.`);
  }
}

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The only ranges the builds write are `^x.y.z` (and an exact version): a caret allows newer minors
 * and patches of the same major (for 0.x, of the same minor).
 */
export function satisfiesContract(version: string, range: string): boolean {
  const running = parseVersion(version);
  const exact = parseVersion(range);
  if (running && exact) return running.join('.') === exact.join('.');
  const caret = /^\^(.*)$/.exec(range.trim());
  const required = caret?.[1] ? parseVersion(caret[1]) : null;
  if (!running || !required) return false;
  const [major, minor, patch] = running;
  const [needMajor, needMinor, needPatch] = required;
  if (major !== needMajor) return false;
  if (needMajor === 0 && minor !== needMinor) return false;
  if (minor !== needMinor) return minor > needMinor;
  return patch >= needPatch;
}

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

/** The range a remote's federation manifest says its build requires for the shared package, or null. */
export function requiredSharedRange(manifest: unknown): string | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  const entry = (shared as ManifestShared[]).find((item) => item.name === SHARED_PACKAGE);
  return typeof entry?.requiredVersion === 'string' ? entry.requiredVersion : null;
}

/**
 * After a remote failed to load: the mismatch that explains it, or null (then the original error
 * stands). Reads the remote's manifest again; a remote registered by `remoteEntry.js` has none.
 */
export async function findSharedContractMismatch(
  remote: string,
  manifestUrl: string,
  runningVersion: string,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<SharedContractMismatchError | null> {
  if (!/\.json(?:$|\?)/.test(manifestUrl)) return null;
  let manifest: unknown;
  try {
    manifest = await fetchJson(manifestUrl);
  } catch {
    return null;
  }
  const builtFor = requiredSharedRange(manifest);
  if (!builtFor || satisfiesContract(runningVersion, builtFor)) return null;
  return new SharedContractMismatchError(remote, builtFor, runningVersion);
}
