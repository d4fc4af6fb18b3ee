/**
 * The range check the federation runtime makes for `@nail-or-never/shared` (strictVersion, see
 * webpack/sharedDependencies.js), done before a build is deployed instead of in every browser after.
 * Builds declare `^major.minor.patch`; an exact version is accepted too. Anything else is refused
 * rather than guessed at.
 */
type Version = readonly [major: number, minor: number, patch: number];

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies `range`; `null` when the range is not one this check understands. */
export function satisfiesRange(version: Version, range: string): boolean | null {
  const trimmed = range.trim();
  const exact = parseVersion(trimmed);
  if (exact) return compare(version, exact) === 0;
  if (!trimmed.startsWith('^')) return null;
  const floor = parseVersion(trimmed.slice(1));
  if (!floor) return null;
  if (compare(version, floor) < 0) return false;
  // npm's caret: the left-most non-zero part must not change (^0.3.1 stays below 0.4.0).
  if (floor[0] > 0) return version[0] === floor[0];
  if (floor[1] > 0) return version[0] === 0 && version[1] === floor[1];
  return version[0] === 0 && version[1] === 0 && version[2] === floor[2];
}
